import { describe, expect, it } from 'vitest';
import { localisedPath, locales } from '../../shared/language/locales';
import { offer } from '../../shared/facts/offer';
import { routeOf } from '../routes';
import { readFilledCopy } from '../../shared/copy/readCopy';

const copyIn = (locale: (typeof locales)[number]) => readFilledCopy('confirmation', locale);

describe('confirmation content in English', () => {
  const copy = copyIn('en');

  it('confirms the payment and says the credentials arrive by e-mail within minutes', () => {
    expect(copy.heading).toBe('Payment Successful!');
    expect(copy.credentials).toMatch(/login credentials .* e-mail .* within minutes/);
  });

  it('says plainly that nothing was charged today and that the first charge follows the trial unless cancelled', () => {
    expect(copy.billing).toMatch(/^Nothing was charged today\./);
    expect(copy.billing).toContain(`after your ${offer.trialDays}-day free trial ends`);
    expect(copy.billing).toMatch(/unless you cancel/);
    expect(`${copy.heading} ${copy.lead}`).not.toMatch(/subscription is confirmed/i);
  });

  it('has a wording with and without a chat', () => {
    expect(copy.chatHelp).toMatch(/chat/);
    expect(copy.emailOnlyHelp).not.toMatch(/chat/);
  });
});

describe.each(locales)('confirmation content in %s', (locale) => {
  const copy = copyIn(locale);

  it('names the trial’s length where it says when the first charge comes', () => {
    expect(copy.billing).toContain(String(offer.trialDays));
  });

  it('has a wording with and without a chat', () => {
    expect(copy.chatHelp).not.toBe(copy.emailOnlyHelp);
  });

  it('is kept out of search engines', () => {
    expect(routeOf(localisedPath(locale, '/confirmation')).meta.indexable).toBe(false);
  });
});
