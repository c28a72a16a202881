/**
 * A copy of the site's sources in a temporary folder (its packages linked, not copied), so a test
 * can let the editor save into it and rebuild the site from it without touching the repository.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const SOURCES = [
  'src',
  'shared',
  'config',
  'public',
  'scripts',
  'astro.config.ts',
  'tsconfig.json',
  'package.json',
  '.gitignore',
];

export function scratchWorkingCopy(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'adhelm-working-copy-'));
  for (const source of SOURCES) cpSync(source, join(dir, source), { recursive: true });
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
