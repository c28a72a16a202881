// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beaconBodySchema } from '../../shared/contracts/beaconSchema';
import { pageLoadSteps } from './pageLoadSteps';
import { visitPageOf } from './visitPage';

const pageAt = (href: string, lang = 'en') =>
  visitPageOf({ href, pathname: new URL(href).pathname }, { lang });
const stepsOf = (href: string, referrer: string, lang = 'en') =>
  pageLoadSteps(pageAt(href, lang), referrer).map(({ step }) => step);

beforeEach(() => {
  vi.stubGlobal('innerWidth', 1440);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the steps of a page load', () => {
  it('count a visit arriving with no referrer, with its campaign tags, landing path and device', () => {
    const page = pageAt('https://adhelm.test/cases?utm_source=newsletter&utm_campaign=spring&x=1');
    const [visit, view] = pageLoadSteps(page, '');
    expect(visit).toEqual({
      type: 'step',
      step: 'visit',
      path: '/cases',
      locale: 'en',
      device: 'desktop',
      source: 'newsletter',
      campaign: 'spring',
    });
    expect(view).toEqual({
      type: 'step',
      step: 'page',
      path: '/cases',
      locale: 'en',
      device: 'desktop',
    });
  });

  it("keep only the origin of another site's referrer", () => {
    const page = pageAt('https://adhelm.test/de', 'de');
    const [visit] = pageLoadSteps(page, 'https://www.example.com/search?q=amazon+ppc');
    expect(visit).toMatchObject({
      step: 'visit',
      path: '/de',
      referrer: 'https://www.example.com',
    });
  });

  it('count a page view, and no visit, for a page reached from this site', () => {
    expect(
      stepsOf('https://adhelm.test/cases?utm_source=newsletter', 'https://adhelm.test/'),
    ).toEqual(['page']);
  });

  it('count a visit from an unreadable or opaque referrer, without naming it', () => {
    const page = pageAt('https://adhelm.test/');
    expect(pageLoadSteps(page, 'not an address')[0]).not.toHaveProperty('referrer');
    expect(pageLoadSteps(page, 'data:text/html,hi')[0]).not.toHaveProperty('referrer');
    expect(pageLoadSteps(page, 'not an address')[0]?.step).toBe('visit');
  });

  it('send campaign tags the server accepts whatever the link carried', () => {
    const page = pageAt(
      `https://adhelm.test/?utm_source=%20%20&utm_campaign=${'😀'.repeat(150)}%0A`,
    );
    const [visit] = pageLoadSteps(page, '');
    expect(visit).not.toHaveProperty('source');
    expect(visit).toHaveProperty('campaign', '😀'.repeat(100));
    const tabbed = pageAt(
      'https://adhelm.test/?utm_source=news%09letter%00&utm_campaign=%ED%A0%80',
    );
    expect(pageLoadSteps(tabbed, '')[0]).toMatchObject({ source: 'news letter' });
    expect(beaconBodySchema.safeParse({ events: pageLoadSteps(tabbed, '') }).success).toBe(true);
  });

  it('count the pricing step on the pricing page in every language', () => {
    for (const [href, lang] of [
      ['https://adhelm.test/pricing', 'en'],
      ['https://adhelm.test/de/pricing', 'de'],
      ['https://adhelm.test/es/pricing?billing=annual', 'es'],
    ] as const) {
      expect(stepsOf(href, 'https://adhelm.test/', lang), href).toEqual(['page', 'pricing']);
    }
    expect(stepsOf('https://adhelm.test/pricing-faq', 'https://adhelm.test/')).toEqual(['page']);
  });

  it('report the visit, the page view, then pricing, when a visit lands on pricing', () => {
    const steps = pageLoadSteps(pageAt('https://adhelm.test/fr/pricing', 'fr'), '');
    expect(steps.map(({ step }) => step)).toEqual(['visit', 'page', 'pricing']);
    expect(beaconBodySchema.safeParse({ events: steps }).success).toBe(true);
  });
});
