import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Script types a browser runs, and so the ones `script-src` governs. Any other type (JSON-LD
 * above all) is a data block the browser never executes.
 */
const executedTypes = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'importmap',
  'speculationrules',
]);

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const typeAttribute = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const srcAttribute = /\bsrc\s*=/i;

/** The inline scripts of one HTML document that a browser would run, as written. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(scriptElement)) {
    if (srcAttribute.test(attributes)) continue;
    const type = typeAttribute.exec(attributes);
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (executedTypes.has(value)) scripts.push(body);
  }
  return scripts;
}

export function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The CSP source expressions ('sha256-…') of every inline script in the built pages of
 * `distDir`, sorted and without repeats: the build's own small scripts (the island loader, tiny
 * page scripts) run, and `script-src` needs no 'unsafe-inline'. Empty when there is no build.
 */
export function inlineScriptHashes(distDir: string): string[] {
  if (!existsSync(distDir)) return [];
  const hashes = new Set<string>();
  for (const entry of readdirSync(distDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const html = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const script of inlineScripts(html)) hashes.add(cspHash(script));
  }
  return [...hashes].sort();
}
