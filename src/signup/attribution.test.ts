// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_STORAGE_KEY,
  attributionOf,
  captureAttribution,
  storedAttribution,
} from './attribution';

afterEach(() => sessionStorage.clear());

describe('attributionOf', () => {
  it('reads the campaign tags, click ids, the referring origin and the landing path', () => {
    expect(
      attributionOf({
        href: 'https://www.adhelm.com/pricing?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=ppc&utm_content=hero&gclid=g1&msclkid=m1&other=x',
        referrer: 'https://news.example/2026/article?id=7',
      }),
    ).toEqual({
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: 'ppc',
      utm_content: 'hero',
      gclid: 'g1',
      msclkid: 'm1',
      referrer: 'https://news.example',
      landing_path: '/pricing',
    });
  });

  it('counts no page of the site itself as a referrer, and ignores one that is no address', () => {
    expect(
      attributionOf({
        href: 'https://www.adhelm.com/pricing',
        referrer: 'https://www.adhelm.com/',
      }),
    ).toEqual({ landing_path: '/pricing' });
    expect(attributionOf({ href: 'https://www.adhelm.com/', referrer: 'nonsense' })).toEqual({
      landing_path: '/',
    });
  });

  it('cuts long values and drops empty ones', () => {
    const found = attributionOf({
      href: `https://www.adhelm.com/?utm_source=${'s'.repeat(300)}&utm_medium=`,
      referrer: '',
    });
    expect(found.utm_source).toHaveLength(200);
    expect(found).not.toHaveProperty('utm_medium');
  });
});

describe('captureAttribution', () => {
  it('keeps the landing page of the visit and never overwrites it with a later page', () => {
    captureAttribution({
      href: 'https://www.adhelm.com/?utm_source=news&utm_campaign=spring',
      referrer: 'https://news.example/',
    });
    captureAttribution({
      href: 'https://www.adhelm.com/pricing?utm_source=other',
      referrer: 'https://www.adhelm.com/',
    });
    expect(storedAttribution()).toEqual({
      utm_source: 'news',
      utm_campaign: 'spring',
      referrer: 'https://news.example',
      landing_path: '/',
    });
  });

  it('stores nothing in a cookie', () => {
    captureAttribution({ href: 'https://www.adhelm.com/?utm_source=news', referrer: '' });
    expect(document.cookie).toBe('');
    expect(sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY)).toContain('news');
  });

  it('reads back only the known fields of what is stored', () => {
    sessionStorage.setItem(
      ATTRIBUTION_STORAGE_KEY,
      JSON.stringify({ utm_source: 'news', injected: 'x', gclid: 7 }),
    );
    expect(storedAttribution()).toEqual({ utm_source: 'news' });
    sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, '{broken');
    expect(storedAttribution()).toBeUndefined();
  });
});

describe('the server rule, in the browser', () => {
  it('cuts a tag before an emoji the limit would split, as the server does', () => {
    const found = attributionOf({
      href: `https://www.adhelm.com/pricing?utm_content=${'a'.repeat(199)}%F0%9F%98%80`,
      referrer: '',
    });
    expect(found.utm_content).toBe('a'.repeat(199));
  });

  it('keeps no tag with a control character', () => {
    const found = attributionOf({
      href: 'https://www.adhelm.com/?utm_source=ne%00ws&utm_medium=email',
      referrer: '',
    });
    expect(found).toEqual({ utm_medium: 'email', landing_path: '/' });
  });

  it('leaves out a value an older page kept cut inside an emoji', () => {
    sessionStorage.setItem(
      ATTRIBUTION_STORAGE_KEY,
      JSON.stringify({ utm_content: `${'a'.repeat(199)}\ud83d`, utm_source: 'news' }),
    );
    expect(storedAttribution()).toEqual({ utm_source: 'news' });
  });
});
