import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cspHash, inlineScriptHashes, inlineScripts } from './inlineScripts';
import { contentSecurityPolicy } from './security';

const page = (...scripts: string[]) =>
  `<!doctype html><html><head>${scripts.join('')}</head><body></body></html>`;

describe('inlineScripts', () => {
  it('finds classic, module and speculation-rule scripts, as written', () => {
    const html = page(
      '<script>a()</script>',
      '<script type="module">\n  b();\n</script>',
      "<script type='speculationrules'>{}</script>",
    );
    expect(inlineScripts(html)).toEqual(['a()', '\n  b();\n', '{}']);
  });

  it('leaves out external scripts and data blocks such as JSON-LD', () => {
    const html = page(
      '<script type="module" src="/assets/a.js"></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
    );
    expect(inlineScripts(html)).toEqual([]);
  });
});

describe('cspHash', () => {
  it('is the base64 SHA-256 of the script text in quotes, as CSP reads it', () => {
    const expected = createHash('sha256').update('alert(1)').digest('base64');
    expect(cspHash('alert(1)')).toBe(`'sha256-${expected}'`);
  });
});

describe('inlineScriptHashes', () => {
  const dist = mkdtempSync(join(tmpdir(), 'inline-scripts-'));
  mkdirSync(join(dist, 'pricing'));
  writeFileSync(join(dist, 'index.html'), page('<script>one()</script>'));
  writeFileSync(
    join(dist, 'pricing', 'index.html'),
    page('<script>one()</script><script>two()</script>'),
  );
  writeFileSync(join(dist, 'notes.txt'), '<script>never()</script>');
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('hashes each inline script of every page once, in a stable order', () => {
    expect(inlineScriptHashes(dist)).toEqual([cspHash('one()'), cspHash('two()')].sort());
  });

  it('is empty when there is no build', () => {
    expect(inlineScriptHashes(join(dist, 'missing'))).toEqual([]);
  });
});

describe("script-src with the build's hashes", () => {
  it('allows exactly those inline scripts, never every inline script', () => {
    const hashes = [cspHash('one()')];
    const scriptSrc = contentSecurityPolicy({ scriptHashes: hashes })['script-src'];
    expect(scriptSrc).toEqual(["'self'", ...hashes]);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});
