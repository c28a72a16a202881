import { describe, expect, it } from 'vitest';
import { locales } from '../../shared/language/locales';
import { renderWelcomeEmail, welcomeEmailCopy } from './welcomeMessage';

const facts = {
  email: 'ada+<b>@example.com',
  levelName: 'Ultimate',
  maxAdSpend: '$100,000+',
  billing: 'annual' as const,
  trialEndsOn: '23 Dec 2026',
  chargeAfterTrial: '$470/year',
  appUrl: 'https://app.adhelm.test',
  welcomeLink: 'https://app.adhelm.test/welcome?token=abc.def&x="y"',
  linkValidDays: 7,
};

describe('the welcome e-mail', () => {
  it('says the plan, the trial end and charge, the guarantee and how to sign in, in text and HTML', () => {
    const email = renderWelcomeEmail(welcomeEmailCopy(facts, 'en'), 'en');
    for (const part of [
      'Ultimate ($100,000+ ad spend), billed annually.',
      'Your trial ends on 23 Dec 2026. Then $470/year is charged',
      'money-back guarantee',
      'Cancel anytime',
      'https://app.adhelm.test/welcome?token=abc.def',
    ]) {
      expect(email.text).toContain(part);
    }
    expect(email.html).toContain('Ultimate ($100,000+ ad spend), billed annually.');
  });
});

describe.each(locales)('the welcome e-mail in %s', (locale) => {
  const email = renderWelcomeEmail(welcomeEmailCopy(facts, locale), locale);

  it('says the plan, the trial end and charge and how to sign in, every fact filled in', () => {
    for (const fact of [
      facts.levelName,
      facts.maxAdSpend,
      facts.trialEndsOn,
      facts.chargeAfterTrial,
      facts.appUrl,
      facts.welcomeLink,
      facts.email,
    ]) {
      expect(email.text).toContain(fact);
    }
    for (const part of [email.subject, email.text]) expect(part).not.toMatch(/\{\w+\}/);
    expect(email.html).not.toMatch(/\{\w+\}/);
  });

  it('is marked as written in its language', () => {
    expect(email.html).toContain(`<html lang="${locale}">`);
  });

  it('escapes what it interpolates into the HTML', () => {
    const { html } = email;
    expect(html).toContain('ada+&lt;b&gt;@example.com');
    expect(html).toContain(
      'href="https://app.adhelm.test/welcome?token=abc.def&amp;x=&quot;y&quot;"',
    );
    expect(html).not.toContain('<b>');
  });
});
