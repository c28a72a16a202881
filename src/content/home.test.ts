import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../shared/language/locales';
import { claims } from '../../shared/facts/offer';
import { claimsText } from '../../shared/copy/copyValues';
import { homeCopy } from '../../test/siteCopy';

/** How each language writes the numbers zero to nine in words. */
const numberWords: Record<Locale, readonly string[]> = {
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  de: ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'],
  fr: ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf'],
  it: ['zero', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove'],
  es: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'],
};

const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/** The counts a heading states in words ("in seven steps"): none, one, or (wrongly) several. */
const countsIn = (heading: string, locale: Locale) =>
  wordsOf(heading)
    .map((word) => numberWords[locale].indexOf(word))
    .filter((index) => index >= 0);

const isPublicFile = (src: string) => existsSync(join(process.cwd(), 'public', src));

describe.each(locales)('home content in %s', (locale) => {
  const {
    adTypes,
    claimsBand,
    features,
    hero,
    howItWorks,
    marketplaces,
    partners,
    problems,
    testimonials,
  } = homeCopy(locale);

  it('types phrases that are distinct', () => {
    expect(hero.typingPhrases.length).toBeGreaterThan(1);
    expect(new Set(hero.typingPhrases).size).toBe(hero.typingPhrases.length);
  });

  it('counts in its headings exactly what it lists', () => {
    expect(countsIn(howItWorks.heading, locale)).toEqual([howItWorks.steps.length]);
    const countries = marketplaces.regions.reduce(
      (count, region) => count + region.countries.length,
      0,
    );
    expect(countsIn(marketplaces.heading, locale)).toEqual([countries]);
  });

  it('shows every published claim, as the language writes it, and only those', () => {
    const written = claimsText(locale);
    expect(hero.ratingLabel).toContain(written.rating);
    expect(hero.ratingLabel).toContain(written.reviewCount);
    expect(partners.heading).toContain(written.sellers);
    const shown = claimsBand.items.map((item) => item.value);
    for (const value of shown) expect(Object.values(written)).toContain(value);
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('gives every problem, feature and step a unique title and a body', () => {
    for (const list of [problems.items, features.items, howItWorks.steps]) {
      expect(new Set(list.map((item) => item.title)).size).toBe(list.length);
      for (const item of list) expect(item.body.length, item.title).toBeGreaterThan(20);
    }
  });

  it('supports at least one ad type, and labels the others as coming', () => {
    expect(adTypes.items.some((item) => item.supported)).toBe(true);
    expect(adTypes.comingSoonLabel).not.toBe('');
  });

  it('gives every testimonial a name, a role and content', () => {
    for (const item of testimonials.items) {
      expect(item.name).not.toBe('');
      expect(item.role).not.toBe('');
      expect(item.content.length).toBeGreaterThan(40);
    }
  });

  it('has a mark in public/ for every partner, and a flag for every country', () => {
    for (const logo of partners.logos) {
      expect(logo.name).not.toBe('');
      expect(isPublicFile(`/images/partners/${logo.id}.svg`), logo.id).toBe(true);
      // A mark with no room for words: the name is the page's text, in the page's language.
      const svg = readFileSync(
        join(process.cwd(), 'public/images/partners', `${logo.id}.svg`),
        'utf8',
      );
      const viewBox = /viewBox="([\d. ]+)"/.exec(svg)?.[1]?.split(' ').map(Number) ?? [];
      const [, , width = Infinity, height = 0] = viewBox;
      expect(width, logo.id).toBeLessThanOrEqual(height);
    }
    for (const country of marketplaces.regions.flatMap(
      (region): readonly { flag: string }[] => region.countries,
    )) {
      expect(isPublicFile(country.flag), country.flag).toBe(true);
    }
  });
});

describe.each(locales.filter((locale) => locale !== 'en'))('home content in %s', (locale) => {
  it('says "more than" the seller count in words, never "over 300+"', () => {
    const { hero, partners } = homeCopy(locale);
    const { sellers } = claimsText(locale);
    for (const text of [hero.sellersLabel, partners.heading]) {
      expect(text).toContain(sellers);
      expect(text).not.toContain(`${sellers}+`);
    }
  });
});

describe('home content in English', () => {
  it('types phrases short enough to read while they type', () => {
    for (const phrase of homeCopy('en').hero.typingPhrases) {
      expect(phrase.length, phrase).toBeLessThanOrEqual(20);
    }
  });

  it('writes its claims the English way: "300+" sellers, "4.9" stars', () => {
    const { hero, partners } = homeCopy('en');
    expect(partners.heading).toContain(`${claims.sellers}+`);
    expect(hero.sellersLabel).toContain(`${claims.sellers}+`);
    expect(hero.ratingLabel).toContain(String(claims.rating));
    expect(hero.ratingLabel).toContain(String(claims.reviewCount));
  });
});
