/**
 * The generated Caddyfile (npm run build writes it beside the build) served by a real Caddy in
 * front of the test server: a page, a hashed asset, a trailing-slash redirect and a 404 get the
 * same status and the same security and caching headers from Caddy as from the Node server, and
 * the server's own addresses pass through.
 */
import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { caddyfileOf } from '../scripts/hostFiles';
import { securityHeaders } from '../server/http/security';
import { freePort } from '../test/siteServerProcess';

const caddyBinary = process.env.CADDY_PATH ?? '/usr/bin/caddy';
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
    if (!existsSync(caddyBinary)) {
      throw new Error(
        `Caddy is needed for this test and was not found at ${caddyBinary}: install Debian's caddy package (.ci/run does) or set CADDY_PATH.`,
      );
    }
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
    const script = home.match(/import\("(\/assets\/[^"]+\.js)"\)/)?.[1];
    expect(script, 'a hashed script on the home page').toBeTruthy();
    const paths = [
      '/',
      '/pricing',
      '/confirmation',
      script ?? '',
      '/favicon.svg',
      '/pricing/?plan=3',
      '/pricing/',
      '/no/such/page',
      '/404.html',
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
  });

  test('passes the health check, the API and the test checkout to the Node server', async ({
    baseURL,
  }) => {
    for (const path of ['/healthz', '/api/nothing', '/checkout/test/checkout.css']) {
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
