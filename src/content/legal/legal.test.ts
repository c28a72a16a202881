import { describe, expect, it } from 'vitest';
import { displayedPrice, formatPrice } from '../pricing';
import { offer } from '../../facts/offer';
import { site } from '../site';
import { privacyPolicy } from './privacyPolicy';
import { termsOfService } from './termsOfService';
import type { LegalBlock, LegalDocument, LegalInline } from './types';

function inlineText(part: LegalInline): string {
  if (typeof part === 'string') return part;
  return 'strong' in part ? part.strong : part.text;
}

function blockText(block: LegalBlock): string {
  if (typeof block === 'string') return block;
  if ('list' in block) return block.list.map(blockText).join('\n');
  return block.map(inlineText).join('');
}

function documentText(document: LegalDocument): string {
  return [
    document.title,
    ...document.intro.map(blockText),
    ...document.sections.flatMap((section) => [section.heading, ...section.blocks.map(blockText)]),
  ].join('\n');
}

const terms = documentText(termsOfService);
const privacy = documentText(privacyPolicy);

describe.each([
  ['privacy policy', privacyPolicy],
  ['terms of service', termsOfService],
])('%s', (_name, document) => {
  it('has sections with unique, address-safe anchors', () => {
    const ids = document.sections.map((section) => section.id);
    expect(ids.length).toBeGreaterThan(5);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(ids).not.toContain('contents');
  });

  it('names the brand and the support e-mail for contact', () => {
    const text = documentText(document);
    expect(text).toContain(site.brandName);
    expect(text).toContain(site.supportEmail);
  });
});

describe('terms of service', () => {
  it('speaks only of the Client and the Company, never "you" or "we"', () => {
    const pronouns = terms.match(/\b(you|your|yours|yourself|we|us|our|ours|ourselves)\b/gi);
    expect(pronouns).toBeNull();
    expect(terms).toContain('the Client');
    expect(terms).toContain('the Company');
  });

  it('states every rule of the offer', () => {
    const rules = [
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
    const offered = Object.values(displayedPrice).map(formatPrice);
    for (const price of terms.match(/\$[\d,]+(\.\d\d)?/g) ?? []) {
      expect(offered).toContain(price.replace(/\.00$/, ''));
    }
    for (const [, days] of terms.matchAll(/(\d+)[- ]days?\b/g)) {
      expect([offer.trialDays, offer.moneyBackDays]).toContain(Number(days));
    }
  });
});

describe('privacy policy', () => {
  it('was last modified on July 08, 2022', () => {
    expect(privacyPolicy.lastModified).toEqual({ date: '2022-07-08', label: 'July 08, 2022' });
  });

  it('does not knowingly serve children under 13', () => {
    expect(privacy).toMatch(/do not knowingly collect personal information from children under 13/);
  });

  it('says third-party scripts wait for consent', () => {
    expect(privacy).toMatch(/loaded only after you accept them/);
  });
});
