import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../../test/rawHttp';
import { registerSecurityHeaders } from './security';
import { registerStaticSite } from './staticSite';

let dist: string;
let app: FastifyInstance;

function writeFixture(root: string): void {
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(root, 'pricing.html'), '<h1>Pricing</h1>');
  writeFileSync(join(root, 'confirmation.html'), '<h1>Payment Successful!</h1>');
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
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('redirects the trailing-slash form to the canonical one, keeping the query', async () => {
    const response = await app.inject('/pricing/?plan=3');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/pricing?plan=3');
  });

  it("redirects the address of a page's file to its route, keeping the query", async () => {
    const cases: [string, string][] = [
      ['/pricing.html?plan=3', '/pricing?plan=3'],
      ['/index.html', '/'],
    ];
    for (const [url, target] of cases) {
      const response = await app.inject(url);
      expect([response.statusCode, response.headers.location], url).toEqual([301, target]);
    }
  });

  it('does not serve the 404 page as a route of its own', async () => {
    expect((await app.inject('/404')).statusCode).toBe(404);
  });

  it('caches hashed assets for a year, immutably', async () => {
    const response = await app.inject('/assets/entry-AbC123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
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

describe('trailing-slash redirects on the wire', () => {
  let port: number;
  beforeAll(async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  const SITE = 'http://site.test';

  // Sent byte for byte: fetch and inject would normalise these addresses before the server sees them.
  it.each([
    ['//evil.example/', 301],
    ['///evil.example//', 301],
    ['/\\evil.example/', 301],
    ['/\\/evil.example/', 301],
    ['/%2F%2Fevil.example/', 404],
    ['/%5Cevil.example/', 404],
    ['/%5C%5Cevil.example/', 404],
  ])('answers GET %s with %i and never a Location on another site', async (target, status) => {
    const response = await rawGet(port, target);
    expect(response.status).toBe(status);
    const location = response.headers.location;
    if (status === 301) {
      expect(location).toBe('/evil.example');
      expect(new URL(location ?? '', SITE).origin).toBe(SITE);
    } else {
      expect(location).toBeUndefined();
    }
  });

  it.each(['/\t/evil.example/', '/ /evil.example/'])(
    'refuses %j, which browsers would read as another site, before routing',
    async (target) => {
      const response = await rawGet(port, target);
      expect(response.status).toBe(400);
      expect(response.headers.location).toBeUndefined();
    },
  );
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
