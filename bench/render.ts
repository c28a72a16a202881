/**
 * Rewrites BENCHMARKS.md from a saved run without measuring again, e.g. after the report's
 * wording changed: node --import tsx bench/render.ts bench/results/<date>.json
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchResults } from './benchResults';
import { benchmarksFile, repoRoot } from './paths';
import { renderBenchmarks } from './report';

const file = process.argv[2];
if (!file) {
  console.error('Usage: node --import tsx bench/render.ts bench/results/<date>.json');
  process.exit(1);
}
const results = JSON.parse(readFileSync(file, 'utf8')) as BenchResults;
writeFileSync(benchmarksFile, renderBenchmarks(results));
execFileSync(join(repoRoot, 'node_modules', '.bin', 'prettier'), [
  '--write',
  '--log-level=warn',
  benchmarksFile,
]);
console.log(`Wrote ${benchmarksFile} from ${file}.`);
