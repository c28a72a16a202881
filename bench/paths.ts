/** Where the benchmark builds, logs and writes: everything under bench/out is disposable. */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const benchOut = join(repoRoot, 'bench', 'out');
export const resultsDir = join(repoRoot, 'bench', 'results');
export const benchmarksFile = join(repoRoot, 'BENCHMARKS.md');

export const builds = {
  prerendered: join(benchOut, 'dist'),
  clientOnly: join(benchOut, 'dist-client-only'),
} as const;
export type BuildVariant = keyof typeof builds;

/** Loopback ports of this benchmark (4300-4399). */
export const ports = {
  prerenderedSite: 4301,
  clientOnlySite: 4302,
  apiPglite: 4310,
  apiPostgres: 4311,
  bareFastify: 4320,
  badInput: 4330,
  chromiumDebugging: 4399,
} as const;
