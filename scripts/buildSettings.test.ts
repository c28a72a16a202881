// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL, readBuildEnv, siteUrlOf, siteUrlProblem } from './buildSettings';

describe('readBuildEnv', () => {
  const dir = mkdtempSync(join(tmpdir(), 'build-env-'));
  writeFileSync(
    join(dir, '.env'),
    'SITE_URL=https://from-file.example\nVITE_BRAND_NAME=FileBrand\n',
  );
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads .env, and the process environment wins over it', () => {
    const env = readBuildEnv('production', { SITE_URL: 'https://from-process.example' }, dir);
    expect(env.SITE_URL).toBe('https://from-process.example');
    expect(env.VITE_BRAND_NAME).toBe('FileBrand');
  });
});

describe('siteUrlOf', () => {
  it('drops trailing slashes and falls back to the local server', () => {
    expect(siteUrlOf({ SITE_URL: 'https://www.example.com/' })).toBe('https://www.example.com');
    expect(siteUrlOf({})).toBe(DEFAULT_SITE_URL);
    expect(siteUrlOf({ SITE_URL: '  ' })).toBe(DEFAULT_SITE_URL);
  });
});

describe('siteUrlProblem', () => {
  it('accepts a local address outside production and a public one in production', () => {
    expect(siteUrlProblem('http://localhost:3000', undefined)).toBeUndefined();
    expect(siteUrlProblem('http://127.0.0.1:4600', 'development')).toBeUndefined();
    expect(siteUrlProblem('https://www.example.com', 'production')).toBeUndefined();
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:8080', 'http://app.localhost'])(
    'refuses %s for a production build, in one line',
    (siteUrl) => {
      const problem = siteUrlProblem(siteUrl, 'production');
      expect(problem).toContain('SITE_URL');
      expect(problem).toContain('NODE_ENV=production');
      expect(problem).not.toContain('\n');
    },
  );

  it('refuses what is not a web address, in any build', () => {
    expect(siteUrlProblem('www.example.com', undefined)).toMatch(/not an address/);
    expect(siteUrlProblem('ftp://example.com', undefined)).toMatch(/https:\/\//);
  });
});
