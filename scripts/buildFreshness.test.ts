import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildOutputs, buildState } from './buildFreshness';

let root: string;

function write(file: string, secondsAgo: number): void {
  const path = join(root, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, file);
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path, time, time);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-freshness-'));
  write('src/pages/home/HomePage.tsx', 100);
  write('server/app.ts', 100);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('buildState', () => {
  it('names the outputs that are missing', () => {
    write('dist/index.html', 10);
    expect(buildState(root, 'dist')).toEqual({
      kind: 'missing',
      files: ['dist-server/main.js', join('dist', '_headers')],
    });
  });

  it('is fresh when every output is newer than every source', () => {
    for (const file of buildOutputs('dist')) write(file, 10);
    expect(buildState(root, 'dist')).toEqual({ kind: 'fresh' });
  });

  it('is stale when a source changed after the build, e.g. after a git pull', () => {
    for (const file of buildOutputs('dist')) write(file, 10);
    write('src/content/pricing.ts', 1);
    expect(buildState(root, 'dist')).toEqual({
      kind: 'stale',
      changed: join('src', 'content', 'pricing.ts'),
    });
  });

  it('counts .env, whose settings are built into the pages', () => {
    for (const file of buildOutputs('dist')) write(file, 10);
    write('.env', 1);
    expect(buildState(root, 'dist')).toEqual({ kind: 'stale', changed: '.env' });
  });

  it('judges by the oldest output, so a build that stopped half-way is not taken as new', () => {
    write('dist-server/main.js', 200);
    write('dist/index.html', 10);
    write('dist/_headers', 10);
    expect(buildState(root, 'dist').kind).toBe('stale');
  });

  it('ignores test files, which change no output', () => {
    for (const file of buildOutputs('dist')) write(file, 10);
    write('server/app.test.ts', 1);
    expect(buildState(root, 'dist')).toEqual({ kind: 'fresh' });
  });
});
