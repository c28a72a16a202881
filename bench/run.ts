/**
 * `npm run bench`: builds the site twice, measures page weight, Lighthouse, the signup API under
 * load and under bad input, then writes bench/results/<date>.json and BENCHMARKS.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runApiLoad } from './apiLoad';
import { runBadInput } from './badInput';
import type { BenchResults } from './benchResults';
import { buildVariant } from './build';
import {
  clearDataDirs,
  findPostgres,
  pgliteTarget,
  removeBenchSignups,
  type DatabaseTarget,
} from './databases';
import { runLighthouseSuite } from './lighthouse';
import { describeMachine } from './machine';
import { isFullRun, readOptions } from './options';
import { measurePageWeight } from './pageWeight';
import { benchmarksFile, benchOut, repoRoot, resultsDir } from './paths';
import { stopAll, stopAllOnExit } from './processes';
import { renderBenchmarks } from './report';
import { failedChecks } from './verdicts';
import { routes } from '../src/routes';

const log = (line: string) => console.log(line);

function localDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function main(): Promise<number> {
  const options = readOptions();
  const startedAt = new Date();
  const started = performance.now();
  stopAllOnExit();
  const watchdog = setTimeout(() => {
    console.error(`The benchmark ran past ${options.timeoutMinutes} minutes: stopping.`);
    void stopAll().finally(() => process.exit(1));
  }, options.timeoutMinutes * 60_000);
  watchdog.unref();

  // The previous run's PGlite folders and server logs.
  clearDataDirs();
  rmSync(join(benchOut, 'logs'), { recursive: true, force: true });
  const machine = describeMachine();
  log(
    `Benchmark on ${machine.cpuModel} (${machine.cores} cores), Node ${machine.node}, ${machine.chromium}`,
  );
  const runTag = startedAt.getTime().toString(36);
  const routePaths = routes.map((route) => route.path);

  log('Building the prerendered and the client-only site…');
  const buildSeconds = {
    prerendered: await buildVariant('prerendered'),
    clientOnly: await buildVariant('clientOnly'),
  };
  const results: BenchResults = {
    date: localDate(startedAt),
    startedAt: startedAt.toISOString(),
    durationSeconds: 0,
    machine,
    options,
    routes: routePaths,
    noindexRoutes: routes
      .filter((route) => route.meta.indexable === false)
      .map((route) => route.path),
    buildSeconds,
    failedChecks: [],
  };

  // A part that breaks is reported as failed; the others still run and the report is written.
  const partErrors: string[] = [];
  const attempt = async (name: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      partErrors.push(`${name} did not finish: ${message}`);
      console.error(`${name} did not finish:`, error);
    }
  };

  if (options.parts.includes('pageWeight')) {
    log('Page weight…');
    await attempt('page weight', async () => {
      results.pageWeight = measurePageWeight();
    });
  }
  if (options.parts.includes('lighthouse')) {
    log(`Lighthouse: ${routePaths.length} routes × 2 builds × ${options.lighthouseRuns} runs…`);
    await attempt('Lighthouse', async () => {
      results.lighthouse = await runLighthouseSuite(routePaths, options.lighthouseRuns, log);
    });
  }
  const databases: DatabaseTarget[] = [pgliteTarget];
  if (options.parts.includes('apiLoad') || options.parts.includes('badInput')) {
    const postgres = await findPostgres();
    results.postgres = postgres.availability;
    if (postgres.target) {
      databases.push(postgres.target);
      const removed = await removeBenchSignups(postgres.target);
      log(`Removed ${removed} signups left in PostgreSQL by earlier benchmark runs.`);
    }
    log(
      `Databases: ${databases.map((database) => database.label).join(', ')}${postgres.target ? '' : ` (PostgreSQL not available: ${postgres.availability.reason})`}`,
    );
  }
  if (options.parts.includes('apiLoad')) {
    log('API load…');
    await attempt('API load', async () => {
      results.apiLoad = await runApiLoad(
        databases,
        { durationSeconds: options.loadSeconds, connections: options.loadConnections, runTag },
        log,
      );
    });
  }
  if (options.parts.includes('badInput')) {
    log('Bad input, concurrency and crashes…');
    await attempt('bad input', async () => {
      results.badInput = await runBadInput(
        databases,
        {
          runTag,
          seed: options.seed,
          malformedCount: options.malformedCount,
          sameEmailRequests: options.sameEmailRequests,
          distinctSignups: options.distinctSignups,
        },
        log,
      );
    });
  }

  results.durationSeconds = (performance.now() - started) / 1000;
  results.failedChecks = [...partErrors, ...failedChecks(results)];
  const full = isFullRun(options);
  const jsonFile = full
    ? join(resultsDir, `${results.date}.json`)
    : join(benchOut, 'results-partial.json');
  const markdownFile = full ? benchmarksFile : join(benchOut, 'BENCHMARKS.partial.md');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(markdownFile, renderBenchmarks(results));
  execFileSync(join(repoRoot, 'node_modules', '.bin', 'prettier'), [
    '--write',
    '--log-level=warn',
    markdownFile,
  ]);
  log(`Wrote ${jsonFile} and ${markdownFile} in ${(results.durationSeconds / 60).toFixed(1)} min.`);
  for (const check of results.failedChecks) console.error(`FAILED: ${check}`);
  return results.failedChecks.length > 0 ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error);
} finally {
  await stopAll();
}
process.exit(exitCode);
