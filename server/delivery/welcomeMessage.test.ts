import { describe, expect, it } from 'vitest';
import { welcomeEmailCopy } from '../../src/content/welcomeEmail';
import { renderWelcomeEmail } from './welcomeMessage';

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
    const email = renderWelcomeEmail(welcomeEmailCopy(facts));
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

  it('escapes what it interpolates into the HTML', () => {
    const { html } = renderWelcomeEmail(welcomeEmailCopy(facts));
    expect(html).toContain('ada+&lt;b&gt;@example.com');
    expect(html).toContain(
      'href="https://app.adhelm.test/welcome?token=abc.def&amp;x=&quot;y&quot;"',
    );
    expect(html).not.toContain('<b>');
  });
});
