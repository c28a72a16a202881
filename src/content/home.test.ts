import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  adTypes,
  claimsBand,
  features,
  hero,
  howItWorks,
  marketplaces,
  partners,
  problems,
  testimonials,
} from './home';
import { claims } from '../facts/offer';

const numberWords = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
];

/** The count a heading states in words ("in seven steps"), or undefined when it states none. */
const countIn = (heading: string) => {
  const index = numberWords.findIndex((word) => new RegExp(`\\b${word}\\b`, 'i').test(heading));
  return index < 0 ? undefined : index;
};

const isPublicFile = (src: string) => existsSync(join(process.cwd(), 'public', src));

describe('home content', () => {
  it('types phrases that are distinct and short enough to read while they type', () => {
    expect(hero.typingPhrases.length).toBeGreaterThan(1);
    expect(new Set(hero.typingPhrases).size).toBe(hero.typingPhrases.length);
    for (const phrase of hero.typingPhrases) expect(phrase.length).toBeLessThanOrEqual(20);
  });

  it('counts in its headings exactly what it lists', () => {
    expect(countIn(howItWorks.heading)).toBe(howItWorks.steps.length);
    const countries = marketplaces.regions.reduce(
      (count, region) => count + region.countries.length,
      0,
    );
    expect(countIn(marketplaces.heading)).toBe(countries);
  });

  it('shows every published claim, and only those', () => {
    expect(hero.ratingLabel).toContain(claims.rating);
    expect(hero.ratingLabel).toContain(String(claims.reviewCount));
    expect(partners.heading).toContain(claims.sellers);
    const shown = claimsBand.items.map((item) => item.value);
    for (const value of shown) expect(Object.values(claims)).toContain(value);
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

  it('has a picture in public/ for every partner logo and flag, with alt text and a size', () => {
    for (const logo of partners.logos) {
      expect(logo.name).not.toBe('');
      expect(logo.width).toBeGreaterThan(0);
      expect(logo.height).toBeGreaterThan(0);
      expect(isPublicFile(logo.src), logo.src).toBe(true);
    }
    for (const country of marketplaces.regions.flatMap(
      (region): readonly { flag: string }[] => region.countries,
    )) {
      expect(isPublicFile(country.flag), country.flag).toBe(true);
    }
  });
});
