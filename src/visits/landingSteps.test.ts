import { describe, expect, it } from 'vitest';
import { beaconBodySchema } from '../../shared/contracts/beaconSchema';
import { landingSteps } from './landingSteps';
import { visitPageOf } from './visitPage';

const pageAt = (href: string, lang = 'en') =>
  visitPageOf({ href, pathname: new URL(href).pathname }, { lang });

describe('landing steps', () => {
  it('count a visit arriving with no referrer, with its campaign tags and landing path', () => {
    const page = pageAt('https://adhelm.test/cases?utm_source=newsletter&utm_campaign=spring&x=1');
    expect(landingSteps(page, '')).toEqual([
      {
        type: 'step',
        step: 'visit',
        path: '/cases',
        locale: 'en',
        source: 'newsletter',
        campaign: 'spring',
      },
    ]);
  });

  it("keep only the origin of another site's referrer", () => {
    const page = pageAt('https://adhelm.test/de', 'de');
    const [visit] = landingSteps(page, 'https://www.example.com/search?q=amazon+ppc');
    expect(visit).toEqual({
      type: 'step',
      step: 'visit',
      path: '/de',
      locale: 'de',
      referrer: 'https://www.example.com',
    });
  });

  it('count no visit for a page reached from this site', () => {
    const page = pageAt('https://adhelm.test/cases?utm_source=newsletter');
    expect(landingSteps(page, 'https://adhelm.test/')).toEqual([]);
  });

  it('count a visit from an unreadable or opaque referrer, without naming it', () => {
    const page = pageAt('https://adhelm.test/');
    expect(landingSteps(page, 'not an address')[0]).not.toHaveProperty('referrer');
    expect(landingSteps(page, 'data:text/html,hi')[0]).not.toHaveProperty('referrer');
    expect(landingSteps(page, 'not an address')[0]?.step).toBe('visit');
  });

  it('trim campaign tags, drop empty ones and cut long ones to 200 characters', () => {
    const page = pageAt(`https://adhelm.test/?utm_source=%20%20&utm_campaign=${'c'.repeat(300)}`);
    const [visit] = landingSteps(page, '');
    expect(visit).not.toHaveProperty('source');
    expect(visit?.campaign).toHaveLength(200);
  });

  it('count the pricing step on the pricing page in every language', () => {
    for (const [href, lang] of [
      ['https://adhelm.test/pricing', 'en'],
      ['https://adhelm.test/de/pricing', 'de'],
      ['https://adhelm.test/es/pricing?billing=annual', 'es'],
    ] as const) {
      const steps = landingSteps(pageAt(href, lang), 'https://adhelm.test/');
      expect(steps, href).toEqual([
        { type: 'step', step: 'pricing', path: new URL(href).pathname, locale: lang },
      ]);
    }
    expect(landingSteps(pageAt('https://adhelm.test/pricing-faq'), 'https://adhelm.test/')).toEqual(
      [],
    );
  });

  it('report first the visit, then pricing, when a visit lands on pricing', () => {
    const steps = landingSteps(pageAt('https://adhelm.test/fr/pricing', 'fr'), '');
    expect(steps.map(({ step }) => step)).toEqual(['visit', 'pricing']);
    expect(beaconBodySchema.safeParse({ events: steps }).success).toBe(true);
  });
});
