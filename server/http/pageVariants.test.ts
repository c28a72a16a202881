import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '../../shared/language/locales';
import {
  pageVariants,
  variantKey,
  variantOfKey,
  variantKeysToTry,
  variantRoute,
  variantsFolderOf,
} from '../../shared/pageVariants';
import { arrivesFromElsewhere, chooseVariant } from './pageVariantChoice';
import { registerStaticSite } from './staticSite';

const site = ['http://localhost:3000', 'http://127.0.0.1:3000'];

describe('a page variant', () => {
  it('is named by a key that names it back, the default by the empty key', () => {
    for (const locale of locales) {
      for (const variant of pageVariants(locale)) {
        expect(variantOfKey(variantKey(variant))).toEqual(variant);
      }
    }
    expect(variantKey({})).toBe('');
    expect(variantOfKey('hint-xx')).toBeUndefined();
    expect(variantOfKey('../pricing')).toBeUndefined();
  });

  it("of a page in one language suggests each other language, never the page's own", () => {
    expect(pageVariants('de').map((variant) => variant.hint)).toEqual([
      undefined,
      'en',
      'fr',
      'it',
      'es',
    ]);
  });

  it('lives at its key followed by the route, the home page at its key alone', () => {
    expect(variantRoute('hint-de', '/pricing')).toBe('/hint-de/pricing');
    expect(variantRoute('hint-en', '/de/pricing')).toBe('/hint-en/de/pricing');
    expect(variantRoute('hint-de', '/')).toBe('/hint-de');
    expect(variantsFolderOf('/srv/dist/')).toBe('/srv/dist-variants');
  });
});

describe('the variant a request gets', () => {
  const request = (headers: Record<string, string>, url = '/pricing') => ({ headers, url });

  it('suggests the language the browser prefers to a visitor arriving from elsewhere', () => {
    const german = { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5', 'sec-fetch-site': 'cross-site' };
    // An Austrian reader of the English page is shown euros too (a page without prices ignores it).
    expect(chooseVariant(request(german), 'en', site)).toEqual({ hint: 'de', currency: 'EUR' });
    expect(chooseVariant(request({ ...german, 'sec-fetch-site': 'none' }), 'fr', site)).toEqual({
      hint: 'de',
    });
  });

  it("suggests nothing on the browser's own language, nor one the site does not have", () => {
    expect(chooseVariant(request({ 'accept-language': 'de' }), 'de', site)).toEqual({});
    expect(chooseVariant(request({ 'accept-language': 'pt-BR, ja' }), 'en', site)).toEqual({});
    expect(chooseVariant(request({}), 'en', site)).toEqual({});
  });

  it('suggests nothing while the visitor moves within the site', () => {
    const within = { 'accept-language': 'de', 'sec-fetch-site': 'same-origin' };
    expect(chooseVariant(request(within), 'en', site)).toEqual({});
    expect(arrivesFromElsewhere({ referer: 'http://127.0.0.1:3000/cases' }, site)).toBe(false);
    expect(arrivesFromElsewhere({ referer: 'https://www.google.com/' }, site)).toBe(true);
    expect(arrivesFromElsewhere({ referer: 'not an address' }, site)).toBe(true);
    expect(arrivesFromElsewhere({}, site)).toBe(true);
  });
});

describe('serving a page with variants', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = join(mkdtempSync(join(tmpdir(), 'page-variants-')), 'dist');
    const variants = variantsFolderOf(dist);
    mkdirSync(join(dist, 'de'), { recursive: true });
    mkdirSync(join(variants, 'hint-de'), { recursive: true });
    mkdirSync(join(variants, 'hint-en', 'de'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), 'home');
    writeFileSync(join(dist, 'pricing.html'), 'pricing');
    writeFileSync(join(dist, 'de', 'pricing.html'), 'Preise');
    writeFileSync(join(dist, '404.html'), 'not found');
    writeFileSync(join(variants, 'hint-de.html'), 'home, auf Deutsch?');
    writeFileSync(join(variants, 'hint-de', 'pricing.html'), 'pricing, auf Deutsch?');
    writeFileSync(join(variants, 'hint-en', 'de', 'pricing.html'), 'Preise, in English?');
    app = Fastify({ logger: false });
    await registerStaticSite(app, { distDir: dist, siteOrigins: site });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(join(dist, '..'), { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string>) => app.inject({ url, headers });

  it('sends the chosen variant at the page’s own address, varying by what chose it', async () => {
    const arriving = { 'accept-language': 'de', 'sec-fetch-site': 'cross-site' };
    const pricing = await get('/pricing', arriving);
    expect(pricing.body).toBe('pricing, auf Deutsch?');
    expect(pricing.headers.vary).toContain('Accept-Language, Sec-Fetch-Site');
    expect(pricing.headers['cache-control']).toBe('no-cache');
    expect((await get('/', arriving)).body).toBe('home, auf Deutsch?');
    expect((await get('/de/pricing', { 'accept-language': 'en' })).body).toBe(
      'Preise, in English?',
    );
  });

  it('sends the page everyone gets when no variant is chosen, or none was built', async () => {
    expect((await get('/pricing', { 'accept-language': 'en' })).body).toBe('pricing');
    expect(
      (await get('/pricing', { 'accept-language': 'de', 'sec-fetch-site': 'same-origin' })).body,
    ).toBe('pricing');
    expect((await get('/pricing', { 'accept-language': 'fr' })).body).toBe('pricing');
  });

  it('never serves the variants folder at an address of its own', async () => {
    expect((await get('/hint-de/pricing', {})).statusCode).toBe(404);
    expect((await get('/../dist-variants/hint-de.html', {})).statusCode).toBe(404);
  });
});

describe('the currency of a page with prices', () => {
  const request = (headers: Record<string, string>, url = '/pricing') => ({ headers, url });
  const within = { 'sec-fetch-site': 'same-origin' };

  it("is the language's own by default: US dollars in English, euros in the other four", () => {
    expect(chooseVariant(request(within), 'en', site)).toEqual({});
    expect(chooseVariant(request(within), 'de', site)).toEqual({});
    expect(chooseVariant(request({ ...within, 'accept-language': 'de' }), 'en', site)).toEqual({});
  });

  it("follows the region of the visitor's preferred language", () => {
    const british = { ...within, 'accept-language': 'en-GB,en;q=0.8' };
    expect(chooseVariant(request(british), 'en', site)).toEqual({ currency: 'GBP' });
    expect(chooseVariant(request(british), 'de', site)).toEqual({ currency: 'GBP' });
    const mexican = { ...within, 'accept-language': 'es-MX' };
    expect(chooseVariant(request(mexican), 'es', site)).toEqual({ currency: 'MXN' });
    const canadian = { ...within, 'accept-language': 'fr-CA,en-CA;q=0.5' };
    expect(chooseVariant(request(canadian), 'en', site)).toEqual({ currency: 'CAD' });
    const australian = { ...within, 'accept-language': 'en-AU' };
    expect(chooseVariant(request(australian), 'en', site)).toEqual({ currency: 'AUD' });
    const german = { ...within, 'accept-language': 'de-DE' };
    expect(chooseVariant(request(german), 'de', site)).toEqual({});
    expect(chooseVariant(request({ ...within, 'accept-language': 'pt-BR' }), 'en', site)).toEqual(
      {},
    );
  });

  it('takes the address first, then the currency remembered for the visit', () => {
    const british = { ...within, 'accept-language': 'en-GB' };
    expect(chooseVariant(request(british, '/pricing?currency=AUD'), 'en', site)).toEqual({
      currency: 'AUD',
    });
    expect(chooseVariant(request(british, '/pricing?currency=usd'), 'en', site)).toEqual({});
    const remembered = { ...british, cookie: 'other=1; currency=MXN' };
    expect(chooseVariant(request(remembered), 'en', site)).toEqual({ currency: 'MXN' });
    expect(chooseVariant(request(remembered, '/pricing?currency=EUR'), 'fr', site)).toEqual({});
    // What names no currency of the site is passed over.
    const unknown = { ...british, cookie: 'currency=XYZ' };
    expect(chooseVariant(request(unknown, '/pricing?currency=JPY'), 'en', site)).toEqual({
      currency: 'GBP',
    });
  });

  it('is named in the key beside the hint, and a page without prices falls back to the hint', () => {
    const both = { hint: 'de', currency: 'GBP' } as const;
    expect(variantKey(both)).toBe('hint-de.currency-gbp');
    expect(variantOfKey('hint-de.currency-gbp')).toEqual(both);
    expect(variantOfKey('currency-gbp')).toEqual({ currency: 'GBP' });
    expect(variantOfKey('.currency-gbp')).toBeUndefined();
    expect(variantOfKey('currency-gbp.hint-de')).toBeUndefined();
    expect(variantOfKey('currency-jpy')).toBeUndefined();
    expect(variantKeysToTry(both)).toEqual(['hint-de.currency-gbp', 'hint-de']);
    expect(variantKeysToTry({ currency: 'GBP' })).toEqual(['currency-gbp']);
    expect(variantKeysToTry({})).toEqual([]);
  });

  it('is built in every currency but the language’s own, with and without each hint', () => {
    const english = pageVariants('en', { currencies: true });
    expect(english).toHaveLength(5 * 6);
    expect(english.filter((variant) => variant.currency === 'USD')).toEqual([]);
    expect(pageVariants('de', { currencies: true }).map((variant) => variant.currency)).toContain(
      'USD',
    );
  });
});
