/** @vitest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from './staticRules';
import { registerStaticSite } from './staticSite';

let dist: string;
let app: FastifyInstance;

function writeFixture(root: string): void {
  mkdirSync(join(root, 'pricing'), { recursive: true });
  mkdirSync(join(root, 'confirmation'), { recursive: true });
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(root, 'pricing', 'index.html'), '<h1>Pricing</h1>');
  writeFileSync(join(root, 'confirmation', 'index.html'), '<h1>Payment Successful!</h1>');
  writeFileSync(join(root, '404.html'), '<h1>Page Not Found</h1>');
  writeFileSync(join(root, 'assets', 'entry-AbC123.js'), 'console.log(1)');
  writeFileSync(join(root, 'robots.txt'), 'User-agent: *');
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'static-site-'));
  writeFixture(dist);
  app = Fastify({ logger: false });
  await registerSecurityHeaders(app);
  await registerStaticSite(app, { distDir: dist });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('static site', () => {
  it('serves each prerendered page at its route, revalidated', async () => {
    const response = await app.inject('/pricing');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Pricing</h1>');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE);
  });

  it('redirects the trailing-slash form to the canonical one, keeping the query', async () => {
    const response = await app.inject('/pricing/?plan=3');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/pricing?plan=3');
  });

  it('caches hashed assets for a year, immutably', async () => {
    const response = await app.inject('/assets/entry-AbC123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const response = await app.inject('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page Not Found');
    expect(response.headers['x-robots-tag']).toBe('noindex');
  });

  it('answers unknown API paths with a JSON error', async () => {
    const response = await app.inject('/api/nothing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ message: expect.any(String) }] });
  });

  it('keeps /confirmation out of search engines', async () => {
    const response = await app.inject('/confirmation');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect((await app.inject('/pricing')).headers['x-robots-tag']).toBeUndefined();
  });
});

describe('security headers', () => {
  it.each(['/', '/pricing', '/assets/entry-AbC123.js', '/robots.txt', '/missing'])(
    'are on %s',
    async (path) => {
      const response = await app.inject(path);
      const csp = String(response.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src'));
      expect(scriptSrc).toBe("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=63072000; includeSubDomains',
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy']).toContain('camera=()');
    },
  );
});
