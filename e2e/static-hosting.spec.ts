/**
 * The generated Caddyfile (npm run build writes it beside the build) served by a real Caddy in
 * front of the test server: a page, a hashed asset, a trailing-slash redirect and a 404 get the
 * same status and the same security and caching headers from Caddy as from the Node server, and
 * the server's own addresses pass through.
 */
import { toolPath } from '../test/neededTools';
import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { caddyfileOf } from '../scripts/hostFiles';
import { securityHeaders } from '../server/http/security';
import { listSiteFiles, notFoundFileOf, NOT_FOUND_FILE, pagesOf } from '../server/http/staticRules';
import { defaultLocale, locales } from '../shared/language/locales';
import { routes } from '../src/routes';
import { headersFor, parseHeadersFile } from '../test/hostFileReaders';
import { API_PREFIX, signupCallPaths } from '../shared/contracts/signupApi';
import { freePort, scratchPglite, startServerProcess } from '../test/siteServerProcess';
import { startPagesDev, type PagesDevServer } from '../test/wranglerPagesDev';
import { moduleScriptOf } from '../test/pageScripts';

const distDir = process.env.DIST_DIR ?? 'dist';
const compared = [
  ...Object.keys(securityHeaders()).map((name) => name.toLowerCase()),
  'cache-control',
  'x-robots-tag',
  'location',
];

async function answer(url: string) {
  const response = await fetch(url, { redirect: 'manual', headers: { 'accept-encoding': 'br' } });
  await response.arrayBuffer();
  return {
    status: response.status,
    headers: Object.fromEntries(compared.map((name) => [name, response.headers.get(name)])),
    encoding: response.headers.get('content-encoding'),
  };
}

test.describe('static hosting with the generated Caddyfile', () => {
  test.describe.configure({ mode: 'serial' });

  let caddy: ChildProcess | undefined;
  let caddyHome = '';
  let caddyOrigin = '';
  let caddyLog = '';

  test.beforeAll(async ({ baseURL }) => {
    const caddyBinary = toolPath('Caddy');
    const caddyfile = caddyfileOf(distDir);
    if (!existsSync(caddyfile)) throw new Error(`${caddyfile} is missing: run npm run build.`);
    const port = await freePort();
    caddyOrigin = `http://127.0.0.1:${port}`;
    caddyHome = mkdtempSync(join(tmpdir(), 'adhelm-caddy-'));
    caddy = spawn(caddyBinary, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
      env: {
        PATH: process.env.PATH,
        HOME: caddyHome,
        XDG_CONFIG_HOME: caddyHome,
        XDG_DATA_HOME: caddyHome,
        SITE_ADDRESS: caddyOrigin,
        API_UPSTREAM: new URL(baseURL ?? '').host,
        CADDY_ADMIN: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.stderr?.on('data', (chunk: Buffer) => (caddyLog += chunk.toString()));
    caddy.stdout?.on('data', (chunk: Buffer) => (caddyLog += chunk.toString()));
    await expect
      .poll(
        async () => {
          if (caddy?.exitCode !== null) throw new Error(`Caddy stopped:\n${caddyLog}`);
          return fetch(caddyOrigin, { redirect: 'manual' }).then(
            (response) => response.status,
            () => 0,
          );
        },
        { timeout: 15_000 },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    if (caddy && caddy.exitCode === null) {
      caddy.kill('SIGTERM');
      await once(caddy, 'exit');
    }
    if (caddyHome) rmSync(caddyHome, { recursive: true, force: true });
  });

  test('answers like the Node server for pages, assets, redirects and missing addresses', async ({
    baseURL,
  }) => {
    const home = await (await fetch(`${baseURL}/`)).text();
    const script = moduleScriptOf(home);
    expect(script, 'a hashed script on the home page').toBeTruthy();
    // Caddy serves every page's default: the variants chosen per visitor are the server's alone.
    const germanArrival = { 'accept-language': 'de', 'sec-fetch-site': 'cross-site' };
    const fromNode = await (await fetch(`${baseURL}/`, { headers: germanArrival })).text();
    const fromCaddy = await (await fetch(`${caddyOrigin}/`, { headers: germanArrival })).text();
    expect(fromNode).toContain('data-language-hint');
    expect(fromCaddy).not.toContain('data-language-hint');
    expect((await fetch(`${caddyOrigin}/_variants/hint-de`)).status).toBe(404);
    const paths = [
      '/',
      '/pricing',
      '/confirmation',
      script ?? '',
      '/favicon.svg',
      '/pricing/?plan=3',
      '/pricing/',
      '/pricing.html?plan=3',
      '/index.html',
      '/case/handcraft-blends',
      '/de',
      '/de/',
      '/fr/pricing',
      '/es/case/new-york-biology',
      '/no/such/page',
      '/de/no/such/page',
      '/404.html',
      '/it/404.html',
      '/_headers',
      '/.vite/manifest.json',
    ];
    for (const path of paths) {
      const [fromServer, fromCaddy] = await Promise.all([
        answer(`${baseURL}${path}`),
        answer(`${caddyOrigin}${path}`),
      ]);
      expect({ status: fromCaddy.status, ...fromCaddy.headers }, path).toEqual({
        status: fromServer.status,
        ...fromServer.headers,
      });
    }

    const asset = await answer(`${caddyOrigin}${script}`);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The pre-compressed twin, as the Node server sends it.
    expect(asset.encoding).toBe('br');
    expect((await answer(`${baseURL}${script}`)).encoding).toBe('br');
    const redirect = await answer(`${caddyOrigin}/pricing/?plan=3`);
    expect([redirect.status, redirect.headers.location]).toEqual([301, '/pricing?plan=3']);
    const missing = await answer(`${caddyOrigin}/no/such/page`);
    expect([missing.status, missing.headers['x-robots-tag']]).toEqual([404, 'noindex']);
    expect(missing.headers['content-security-policy']).toContain("script-src 'self'");
    // Each language's unknown addresses get that language's 404 page, from Caddy as from Node.
    for (const [path, file] of [
      ['/de/no/such/page', 'de/404.html'],
      ['/fr/pricing/extra', 'fr/404.html'],
      ['/nl/pricing', '404.html'],
    ]) {
      const [fromServer, fromCaddy] = await Promise.all([
        fetch(`${baseURL}${path}`),
        fetch(`${caddyOrigin}${path}`),
      ]);
      expect([fromServer.status, fromCaddy.status], path).toEqual([404, 404]);
      expect(await fromCaddy.text(), path).toBe(await fromServer.text());
      expect(await (await fetch(`${baseURL}/${file}`)).text()).toContain('<html lang=');
    }
  });

  test('passes the health check, the API, the test checkout and the editor to the Node server', async ({
    baseURL,
  }) => {
    const paths = [
      '/healthz',
      `${API_PREFIX}/nothing`,
      '/checkout/test/checkout.css',
      '/admin',
      '/admin/editor.js',
    ];
    for (const path of paths) {
      const [fromServer, fromCaddy] = await Promise.all([
        answer(`${baseURL}${path}`),
        answer(`${caddyOrigin}${path}`),
      ]);
      expect(fromCaddy, path).toEqual(fromServer);
    }
    const health = await fetch(`${caddyOrigin}/healthz`);
    expect(health.status).toBe(200);
  });
});

/**
 * The build and its `_headers` / `_redirects` served by Cloudflare's own local server for Pages
 * (`wrangler pages dev`, offline): the host accepts every rule and answers every route once.
 */
test.describe('static hosting on Cloudflare Pages (wrangler pages dev)', () => {
  test.describe.configure({ mode: 'serial' });

  let pages: PagesDevServer | undefined;
  const headerRules = () => parseHeadersFile(readFileSync(join(distDir, '_headers'), 'utf8'));
  const builtPage = (file: string) => readFileSync(join(distDir, file), 'utf8');

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    pages = await startPagesDev(distDir);
  });

  test.afterAll(async () => {
    await pages?.stop();
  });

  test('accepts every rule of _headers and _redirects', () => {
    expect(pages?.output()).not.toMatch(/invalid|skipped|Valid status codes/i);
  });

  test('serves every route with status 200 and the headers of _headers', async () => {
    const siteFiles = pagesOf(await listSiteFiles(distDir));
    for (const { path } of routes) {
      const response = await fetch(`${pages?.origin}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(builtPage(siteFiles.get(path) ?? ''));
      const expected = headersFor(headerRules(), path);
      expect(expected['Content-Security-Policy'], path).toContain("default-src 'self'");
      for (const [name, value] of Object.entries(expected)) {
        expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
      }
    }
  });

  test('redirects each trailing-slash address once to its route, query kept', async () => {
    const addresses = routes
      .filter(({ path }) => path !== '/')
      .map(({ path }): [string, string] => [`${path}/`, path]);
    const cases: [string, string][] = [...addresses, ['/pricing/?plan=3', '/pricing?plan=3']];
    for (const [from, to] of cases) {
      const seen: string[] = [from];
      let response = await fetch(`${pages?.origin}${from}`, { redirect: 'manual' });
      while ([301, 302, 307, 308].includes(response.status)) {
        const next = new URL(response.headers.get('location') ?? '', `${pages?.origin}${from}`);
        const path = `${next.pathname}${next.search}`;
        expect(seen, `a redirect loop from ${from}`).not.toContain(path);
        seen.push(path);
        response = await fetch(next, { redirect: 'manual' });
      }
      expect([response.status, seen], from).toEqual([200, [from, to]]);
    }
    const first = await fetch(`${pages?.origin}/pricing/`, { redirect: 'manual' });
    expect([301, 308]).toContain(first.status);
  });

  test('answers unknown addresses with status 404 and the 404 page of their language', async () => {
    const unknown: [string, string][] = [
      ['/no/such/page', NOT_FOUND_FILE],
      ['/pricing/extra', NOT_FOUND_FILE],
      [`${API_PREFIX}/nothing`, NOT_FOUND_FILE],
      ...locales
        .filter((locale) => locale !== defaultLocale)
        .map((locale): [string, string] => [`/${locale}/no/such/page`, notFoundFileOf(locale)]),
    ];
    for (const [path, file] of unknown) {
      const response = await fetch(`${pages?.origin}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe(builtPage(file));
      expect(response.headers.get('content-security-policy'), path).toBe(
        headerRules().get('/*')?.['Content-Security-Policy'],
      );
    }
    for (const path of ['/_headers', '/_redirects']) {
      const response = await fetch(`${pages?.origin}${path}`, { redirect: 'manual' });
      expect(response.status, `${path} is not served`).not.toBe(200);
    }
  });

  // Cloudflare Pages cannot proxy /api/* to another origin, so a build for it names the API's
  // own origin (VITE_*_API_URL; the CSP's connect-src then allows it, see server/http/vendors.ts)
  // and the API lets that origin in with CORS (ALLOWED_ORIGINS). This build calls its own origin,
  // so the browser here skips the page's CSP to make the cross-origin calls a real page would.
  test('lets the page call the API on another origin through CORS, and no other page', async ({
    browser,
    baseURL,
  }) => {
    // It starts a server of its own from source, which takes a while on a busy machine.
    test.setTimeout(120_000);
    const pagesOrigin = pages?.origin ?? '';
    const database = await scratchPglite();
    const api = await startServerProcess({
      ...database.serverEnv,
      DIST_DIR: distDir,
      ALLOWED_ORIGINS: pagesOrigin,
    });
    const context = await browser.newContext({ bypassCSP: true });
    try {
      const preflight = (origin: string) =>
        fetch(`${api.origin}${signupCallPaths.createCustomer}`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
      const allowed = await preflight(pagesOrigin);
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(pagesOrigin);
      expect(allowed.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
      const other = await preflight(baseURL ?? '');
      expect(other.headers.get('access-control-allow-origin')).toBeNull();

      const page = await context.newPage();
      const signUpFrom = async (pageUrl: string) => {
        await page.goto(pageUrl);
        return page.evaluate(async (url) => {
          try {
            const response = await fetch(url, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email: 'ada@example.com' }),
            });
            return { status: response.status, body: (await response.json()) as unknown };
          } catch (error) {
            return { refused: String(error) };
          }
        }, `${api.origin}${signupCallPaths.createCustomer}`);
      };
      expect(await signUpFrom(`${pagesOrigin}/pricing`)).toEqual({
        status: 200,
        body: { customerId: expect.any(String) },
      });
      expect(await signUpFrom(`${baseURL}/pricing`)).toEqual({
        refused: expect.stringContaining('Failed to fetch'),
      });
    } finally {
      await context.close();
      await api.stop();
      await database.remove();
    }
  });
});
