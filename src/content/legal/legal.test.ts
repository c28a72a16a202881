import { describe, expect, it } from 'vitest';
import { readCopyValues, readEntries } from '../../../shared/copy/readCopy';
import { site } from '../../../shared/facts/brand';
import { offer } from '../../../shared/facts/offer';
import { displayedPrice } from '../../../shared/facts/pricing';
import { fillTemplate } from '../../../shared/language/fillTemplate';
import { pricingFor } from '../../../test/siteCopy';
import { defaultLocale, locales } from '../../../shared/language/locales';

/** A legal document as a visitor reads it: its text filled, its numbered section headings. */
function readDocument(id: string, locale = defaultLocale) {
  const entry = readEntries('legal', locale).find((document) => document.id === id);
  if (!entry) throw new Error(`No legal document ${id} in ${locale}.`);
  const { data, body } = entry;
  const services = data.thirdPartyServices?.withoutVendors.join('\n\n') ?? '';
  const text = fillTemplate(body.replace('{thirdPartyServices}', services), readCopyValues(locale));
  const headings = [...text.matchAll(/^## (\d+)\. (.+)$/gm)].map((match) => ({
    number: Number(match[1]),
    heading: match[2] ?? '',
  }));
  return { ...data, text: `${data.title}\n${text}`, headings };
}

const termsOfService = readDocument('terms-of-service');
const privacyPolicy = readDocument('privacy-policy');
const terms = termsOfService.text;
const privacy = privacyPolicy.text;

describe.each([
  ['privacy policy', privacyPolicy],
  ['terms of service', termsOfService],
])('%s', (_name, document) => {
  it('numbers its sections 1, 2, 3… with no heading twice', () => {
    const { headings } = document;
    expect(headings.length).toBeGreaterThan(5);
    expect(headings.map(({ number }) => number)).toEqual(headings.map((_, index) => index + 1));
    expect(new Set(headings.map(({ heading }) => heading)).size).toBe(headings.length);
  });

  it('names the brand and the support e-mail for contact', () => {
    const { text } = document;
    expect(text).toContain(site.brandName);
    expect(text).toContain(site.supportEmail);
  });
});

describe.each(locales.filter((locale) => locale !== defaultLocale))(
  'the %s translations',
  (locale) => {
    it.each(['privacy-policy', 'terms-of-service'])(
      'of the %s have the English sections, date, brand and contact',
      (id) => {
        const english = readDocument(id);
        const translated = readDocument(id, locale);
        expect(translated.title).not.toBe(english.title);
        expect(translated.lastModified).toBe(english.lastModified);
        expect(translated.headings.map(({ number }) => number)).toEqual(
          english.headings.map(({ number }) => number),
        );
        expect(translated.text).toContain(site.brandName);
        expect(translated.text).toContain(site.supportEmail);
      },
    );

    it('of the privacy policy name what the visit counting reads and keeps', () => {
      const { text } = readDocument('privacy-policy', locale);
      for (const named of ['utm_medium', 'gclid', 'msclkid', 'iptoasn.com', '`currency`']) {
        expect(text).toContain(named);
      }
    });

    it('of the terms link the privacy policy in their own language', () => {
      expect(readDocument('terms-of-service', locale).text).toContain(
        `](/${locale}/privacy-policy)`,
      );
    });
  },
);

describe('terms of service', () => {
  it('speaks only of the Client and the Company, never "you" or "we"', () => {
    const pronouns = terms.match(/\b(you|your|yours|yourself|we|us|our|ours|ourselves)\b/gi);
    expect(pronouns).toBeNull();
    expect(terms).toContain('the Client');
    expect(terms).toContain('the Company');
  });

  it('states every rule of the offer', () => {
    const rules = [
      /charged in the currency shown when the trial starts, at the amount shown there: prices do not move with exchange rates/,
      /subscription renews automatically/,
      /actual ad spend exceeds the maximum of its tier, the subscription rises automatically/,
      /upgrade to a higher tier takes effect immediately, and the difference between the two tiers is charged/,
      /may suspend the Client’s account or cancel the subscription/,
      /A cancelled Early Bird plan cannot be reactivated/,
      /one marketplace account per registered user/,
      /at least 3 business days before the renewal date/,
      new RegExp(`${offer.moneyBackDays}-day money-back guarantee`),
      /answers link requests within 2-3 weeks/,
      /measured on the budget that the Service manages, not on the total spend/,
      /keyword tracker and the creation of a semantic core are free of charge/,
      new RegExp(`for ${offer.trialDays} days`),
    ];
    for (const rule of rules) expect(terms).toMatch(rule);
  });

  it('states the prices and periods of the offer, and no others', () => {
    const offered = Object.values(displayedPrice('USD')).map(pricingFor('en').formatPrice);
    for (const price of terms.match(/\$[\d,]+(\.\d\d)?/g) ?? []) {
      expect(offered).toContain(price.replace(/\.00$/, ''));
    }
    for (const [, days] of terms.matchAll(/(\d+)[- ]days?\b/g)) {
      expect([offer.trialDays, offer.moneyBackDays]).toContain(Number(days));
    }
  });
});

describe('privacy policy', () => {
  it('explains the cookieless visit counting and page-speed measurements', () => {
    const statements = [
      /we count visits ourselves, on our own servers/,
      /No cookie is set for it, nothing is kept in your browser’s local or session storage/,
      /hash .* of a secret random value, called a salt, together with your IP address, your browser’s user-agent string and the website’s domain/,
      /The salt is replaced every day and the old one deleted/,
      /nobody, not even we, can follow you across days/,
      /Your IP address itself is never stored/,
      /Do Not Track or Global Privacy Control signal, your pages send nothing/,
      /deleted after at most 30 days; we keep only their daily totals, which are counts/,
      /web-vitals measurements/,
      /page’s path, a device class .* \(phone, tablet or desktop\) and the page’s language/,
      /we do not ask for your consent to it/,
    ];
    for (const statement of statements) expect(privacy).toMatch(statement);
  });

  it('does not knowingly serve children under 13', () => {
    expect(privacy).toMatch(/do not knowingly collect personal information from children under 13/);
  });

  it('says third-party scripts wait for consent', () => {
    expect(privacy).toMatch(/loaded only after you accept them/);
  });
});
