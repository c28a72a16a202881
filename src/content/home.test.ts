import { describe, expect, it } from 'vitest';
import {
  adTypes,
  features,
  hero,
  howItWorks,
  marketplaces,
  partners,
  problems,
  testimonials,
} from './home';
import { claims } from './site';

describe('home content', () => {
  it('cycles through four typing phrases at 80 ms a character with a 2000 ms pause', () => {
    expect(hero.typingPhrases).toHaveLength(4);
    expect(hero.typing).toEqual({ msPerCharacter: 80, pauseBetweenPhrasesMs: 2000 });
  });

  it('names the three problems of the spec', () => {
    expect(problems.items.map((item) => item.title)).toEqual([
      'Account Explosions',
      'Black Box AI',
      'Autopilot Mediocrity',
    ]);
  });

  it('has six feature cards and seven how-it-works steps', () => {
    expect(features.items).toHaveLength(6);
    expect(howItWorks.steps).toHaveLength(7);
  });

  it('lists the nine marketplaces grouped by region with full country names', () => {
    const countries = marketplaces.regions.flatMap((region) => region.countries.map((c) => c.name));
    expect(countries).toEqual([
      'United States',
      'Canada',
      'Mexico',
      'United Kingdom',
      'Germany',
      'France',
      'Italy',
      'Spain',
      'Australia',
    ]);
    expect(marketplaces.regions.map((region) => region.name)).toEqual([
      'North America',
      'Europe',
      'Asia-Pacific',
    ]);
  });

  it('supports Sponsored Products and marks the other two ad types Coming Soon', () => {
    expect(adTypes.items).toEqual([
      { name: 'Sponsored Products', supported: true },
      { name: 'Sponsored Brands & Video', supported: false },
      { name: 'Sponsored Display', supported: false },
    ]);
    expect(adTypes.comingSoonLabel).toBe('Coming Soon');
  });

  it('states the published claims exactly', () => {
    expect(claims).toEqual({
      sellers: '300+',
      revenueProtected: '7.39M',
      conversionIncrease: '18%',
      acosReduction: '32%',
      cpcDecrease: '47%',
      rating: '4.9',
      reviewCount: 127,
    });
    expect(hero.ratingLabel).toBe('4.9 from 127 reviews');
    expect(partners.heading).toBe('Trusted by 300+ sellers');
  });

  it('gives every testimonial a name, a role and content', () => {
    for (const item of testimonials.items) {
      expect(item.name).not.toBe('');
      expect(item.role).not.toBe('');
      expect(item.content.length).toBeGreaterThan(40);
    }
  });

  it('gives every partner logo alt text and dimensions', () => {
    for (const logo of partners.logos) {
      expect(logo.name).not.toBe('');
      expect(logo.width).toBeGreaterThan(0);
      expect(logo.height).toBeGreaterThan(0);
      expect(logo.src).toMatch(/^\/images\/partners\/.+\.svg$/);
    }
  });
});
