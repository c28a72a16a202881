import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registerSecurityHeaders,
  securityHeaders,
  type SecurityOptions,
} from '../server/http/security';
import { registerStaticSite } from '../server/http/staticSite';
import { registerTeamHeaders } from '../server/team/teamHeaders';
import { listSiteFiles, pagesOf } from '../server/http/staticRules';
import { headersFor, parseHeadersFile, parseRedirectsFile } from '../test/hostFileReaders';
import { pathRules, renderCaddyfile, renderHeadersFile, renderRedirectsFile } from './hostFiles';

const vendors: SecurityOptions = {
  scriptOrigins: ['https://widget.intercom.io'],
  connectOrigins: ['wss://nexus-websocket-a.intercom.io'],
  upgradeInsecureRequests: true,
};

let dist: string;
let siteFiles: string[];
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'host-files-'));
  const files = {
    'index.html': '<h1>Home</h1>',
    'pricing.html': '<h1>Pricing</h1>',
    'confirmation.html': '<h1>Payment Successful!</h1>',
    'team.html': '<h1>Team</h1>',
    'team/sign-in.html': '<h1>Sign in</h1>',
    'case/new-york-biology.html': '<h1>Case</h1>',
    '404.html': '<h1>Page Not Found</h1>',
    'assets/entry-AbC123.js': 'console.log(1)',
    'assets/entry-AbC123.js.br': 'compressed',
    'robots.txt': 'User-agent: *',
    'images/flags/us.svg': '<svg/>',
    'images/flags/de.svg': '<svg/>',
    'og/pricing.png': 'png',
    'og/de/pricing.png': 'png',
    '.vite/manifest.json': '{}',
  };
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), body);
  }
  siteFiles = await listSiteFiles(dist);
  app = Fastify({ logger: false });
  await registerSecurityHeaders(app, vendors);
  // As server/app.ts does: everything under /team is private, its 404s included.
  registerTeamHeaders(app);
  await registerStaticSite(app, { distDir: dist });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A file the rule applies to: the rule's own path, or the first file of its folder. */
const concretePath = (rulePath: string) => {
  if (!rulePath.endsWith('/*')) return rulePath;
  const folder = rulePath.slice(1, -1);
  return `/${siteFiles.find((file) => file.startsWith(folder)) ?? ''}`;
};

describe('_headers', () => {
  it('sends on every address exactly the security headers the server sends', async () => {
    const rules = parseHeadersFile(renderHeadersFile(securityHeaders(vendors), siteFiles));
    const everyAddress = rules.get('/*') ?? {};
    expect(everyAddress['Content-Security-Policy']).toContain('https://widget.intercom.io');
    for (const path of ['/', '/pricing', '/robots.txt', '/no/such/page']) {
      const response = await app.inject(path);
      for (const [name, value] of Object.entries(everyAddress)) {
        expect(response.headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
      }
    }
  });

  it('gives each page, asset and file the caching and robots headers the server gives it', async () => {
    const rules = parseHeadersFile(renderHeadersFile(securityHeaders(vendors), siteFiles));
    rules.delete('/*');
    expect([...rules.keys()]).toEqual(pathRules(siteFiles).map((rule) => rule.path));
    expect([...rules.keys()]).toEqual(
      expect.arrayContaining(['/assets/*', '/', '/pricing', '/confirmation', '/404.html']),
    );
    for (const [path, headers] of rules) {
      const response = await app.inject(concretePath(path));
      for (const [name, value] of Object.entries(headers)) {
        expect(response.headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
      }
      const robots = response.headers['x-robots-tag'];
      expect(robots, `X-Robots-Tag on ${path}`).toBe(headers['X-Robots-Tag']);
    }
  });

  // Both hosts: a path line at the start of a line, then indented `Name: value` lines; Cloudflare
  // reads at most 100 rules and 2,000 characters a line.
  it('is written in the syntax Cloudflare Pages reads, within its limits', () => {
    const text = renderHeadersFile(securityHeaders(vendors), siteFiles);
    const lines = text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    expect(parseHeadersFile(text).size).toBeLessThanOrEqual(100);
    for (const line of lines) {
      expect(line.length, line).toBeLessThanOrEqual(2000);
      expect(line, 'a path or an indented header').toMatch(/^(\/\S*| {2}[A-Za-z-]+: \S.*)$/);
    }
  });

  it("keeps the team's console out of caches and search engines, once per address", () => {
    const rules = parseHeadersFile(renderHeadersFile(securityHeaders(vendors), siteFiles));
    const team = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
    for (const path of ['/team', '/team/sign-in', '/team/anything']) {
      expect(headersFor(rules, path), path).toMatchObject(team);
    }
    const teamRules = [...rules.keys()].filter((path) => path.startsWith('/team'));
    expect(teamRules).toEqual(['/team', '/team/*']);
  });

  it('stays within 100 rules with every page in five languages and a social card for each', () => {
    const languages = ['', 'de/', 'fr/', 'it/', 'es/'];
    const pages = ['index', 'pricing', 'affiliate', 'cases', 'confirmation', 'case/a', 'case/b'];
    const manyFiles = [
      ...languages.flatMap((prefix) => [
        ...pages.map((page) => `${prefix}${page}.html`),
        `${prefix}404.html`,
        ...pages.map((page) => `og/${prefix}${page}.png`),
      ]),
      ...Array.from({ length: 30 }, (_, index) => `images/picture-${index}.svg`),
      'assets/entry-AbC123.js',
      'robots.txt',
    ];
    const paths = pathRules(manyFiles).map((rule) => rule.path);
    expect(paths.length + 1).toBeLessThanOrEqual(100);
    expect(paths).toEqual(expect.arrayContaining(['/og/*', '/images/*', '/de/pricing']));
    expect(paths.filter((path) => path.startsWith('/og/') || path.startsWith('/images/'))).toEqual([
      '/og/*',
      '/images/*',
    ]);
  });

  it('lists no hidden file, pre-compressed twin or host file as an address', () => {
    const paths = pathRules(siteFiles).map((rule) => rule.path);
    expect(paths.filter((path) => /\/\.|\.(br|gz)$|_headers|_redirects/.test(path))).toEqual([]);
  });
});

describe('_redirects', () => {
  const rules = () => parseRedirectsFile(renderRedirectsFile(siteFiles));

  it('redirects each page with a trailing slash where the server does', async () => {
    expect(rules().map((rule) => rule.from)).toEqual([
      '/case/new-york-biology/',
      '/confirmation/',
      '/pricing/',
      '/team/',
      '/team/sign-in/',
    ]);
    for (const { from, to, status } of rules()) {
      const response = await app.inject(from);
      expect(response.statusCode, from).toBe(Number(status));
      expect(response.headers.location, from).toBe(to);
    }
  });

  // Cloudflare Pages: `source destination [code]`, code one of 200, 301, 302, 303, 307, 308 (a
  // 404 rule is refused), at most 2,000 static rules of at most 1,000 characters.
  it('holds only rules Cloudflare Pages accepts, without a loop', () => {
    const pages = new Set(pagesOf(siteFiles).keys());
    expect(rules().length).toBeLessThanOrEqual(2000);
    for (const { from, to, status, line } of rules()) {
      expect(line.length, line).toBeLessThanOrEqual(1000);
      expect(line.split(' '), line).toHaveLength(3);
      expect(['301', '302'], line).toContain(status);
      expect(from, line).toMatch(/^\/[^\s*:!]*\/$/);
      expect(from, line).toBe(`${to}/`);
      expect(pages.has(to), `${to} is a page the host serves from its file`).toBe(true);
    }
  });

  it("leaves unknown addresses to the hosts' own 404.html handling", async () => {
    expect(
      rules().filter((rule) => rule.status.startsWith('404') || rule.from.includes('*')),
    ).toEqual([]);
    expect(siteFiles).toContain('404.html');
    expect((await app.inject('/no/such/page')).statusCode).toBe(404);
  });
});

describe('Caddyfile', () => {
  const options = {
    security: securityHeaders(vendors),
    siteAddress: 'https://www.adhelm.example',
    siteRoot: '/srv/adhelm/dist',
    apiUpstream: '127.0.0.1:3000',
  };

  it('sends the security headers on pages and on the 404 page', () => {
    const caddyfile = renderCaddyfile(options);
    for (const [name, value] of Object.entries(options.security)) {
      const line = `${name} "${value}"`;
      expect(caddyfile.split(line).length - 1, name).toBe(2);
    }
  });

  it('proxies the API, the test checkout, the editor and the health checks to the Node server', () => {
    expect(renderCaddyfile(options)).toMatch(
      /@server path \/api\/\* \/team\/api\/\* \/team\/signups\.csv \/checkout\/\* \/admin \/admin\/\* \/healthz \/livez \/readyz\n\s+handle @server \{\n\s+reverse_proxy \{\$API_UPSTREAM:127\.0\.0\.1:3000\}/,
    );
  });

  it("keeps the team's console pages out of caches and search engines", () => {
    const caddyfile = renderCaddyfile(options);
    expect(caddyfile).toMatch(
      /@team path \/team \/team\.html \/team\/\*\n\s+header @team \{\n\s+Cache-Control "no-store"\n\s+X-Robots-Tag "noindex"\n\s+\}/,
    );
    // After the page rule, which would otherwise let a cache revalidate and keep them.
    expect(caddyfile.indexOf('header @team')).toBeGreaterThan(caddyfile.indexOf('header @page'));
  });

  it('refuses a value Caddy would read as a placeholder', () => {
    expect(() => renderCaddyfile({ ...options, security: { 'X-Test': 'a {path} b' } })).toThrow(
      /Cannot write this value/,
    );
  });
});
