/**
 * `npm run bench`: builds the site, then measures page weight, Lighthouse (ours against the
 * floor) and the signup API under load, and writes bench/results/<date>.json and BENCHMARKS.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { chromiumPath } from '../scripts/chromium';
import { scratchPglite, startServerProcess, type ServerProcess } from '../test/siteServerProcess';
import { runApiLoad } from './apiLoad';
import { runBeaconLoad } from './beacons';
import { runSignInTiming } from './signInTiming';
import { buildBaseline } from './baselineBuild';
import { measureInteractions } from './interactions';
import { runConsoleReport } from './consoleReport';
import { runLighthouse } from './lighthouse';
import { isRunOfRecord, readOptions } from './options';
import { measureBuild } from '../test/checkPageWeight';
import { pageWeightRows } from '../test/pageWeight';
import { renderBenchmarks } from './report';
import type { BenchResults, MachineInfo } from './results';
import { benchmarkedByDefault, buildFloor, sitePages } from './builtPages';
import { siteBuildSettings } from '../config/siteBuild';

const log = (line: string) => console.log(line);
const repoRoot = resolve(import.meta.dirname, '..');
const outDir = join(repoRoot, 'bench', 'out');

function output(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

function machine(): MachineInfo {
  const version = (name: string) =>
    (
      JSON.parse(readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    loadAverageAtStart: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    node: process.version,
    chromium: output(chromiumPath, ['--version']),
    lighthouse: version('lighthouse'),
    autocannon: version('autocannon'),
    commit: output('git', ['rev-parse', '--short', 'HEAD']),
  };
}

/**
 * The Lighthouse part: ours and the floor, each served by its own real server process, and under
 * applied throttling also the floor of an earlier build (BENCH_FLOOR_BASELINE), the paint the
 * first screen is held to beat.
 */
async function lighthouseOnBothVariants(results: BenchResults, distDir: string) {
  const { dir, ...floor } = buildFloor(distDir, join(outDir, 'floor'));
  results.floor = floor;
  const { floorBaselineRef } = results.options;
  const baseline = buildBaseline(
    repoRoot,
    floorBaselineRef,
    join(tmpdir(), 'adhelm-bench-floor-baseline'),
    log,
  );
  results.floorBaseline = { ref: floorBaselineRef, commit: baseline.commit };
  const before = buildFloor(baseline.distDir, join(outDir, 'floor-before')).dir;
  baseline.remove();
  const dists = [distDir, dir, before];
  const databases = await Promise.all(dists.map(() => scratchPglite()));
  const servers: ServerProcess[] = [];
  try {
    // One after the other: servers starting at once on a busy machine outwait the timeout.
    for (const [index, dist] of dists.entries()) {
      servers.push(
        await startServerProcess(
          { ...databases[index]?.serverEnv, DIST_DIR: dist },
          { timeoutMs: 60_000 },
        ),
      );
    }
    const [ours = '', floorOrigin = '', beforeOrigin = ''] = servers.map((server) => server.origin);
    results.appliedThrottling = await runLighthouse(
      { ours, floor: floorOrigin, before: beforeOrigin },
      results.routes,
      results.options.appliedRuns,
      'devtools',
      log,
    );
    results.lighthouse = await runLighthouse(
      { ours, floor: floorOrigin },
      results.routes,
      results.options.lighthouseRuns,
      'simulate',
      log,
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all(databases.map((database) => database.remove()));
    rmSync(before, { recursive: true, force: true });
  }
}

/** The pages the interactions are measured on: the calculator and its dialog, in two languages. */
const interactionRoutes = ['/pricing', '/de/pricing'];

/** Tap to dialog and the longest interaction, this build against the baseline's, interleaved. */
async function interactionsAgainstBaseline(results: BenchResults, distDir: string) {
  const { baselineRef, interactionRuns } = results.options;
  const baseline = buildBaseline(
    repoRoot,
    baselineRef,
    join(tmpdir(), 'adhelm-bench-baseline'),
    log,
  );
  const databases = await Promise.all([scratchPglite(), scratchPglite()]);
  try {
    // One after the other: two servers starting at once on a busy machine outwait the timeout.
    const servers: ServerProcess[] = [];
    try {
      for (const [index, dist] of [distDir, baseline.distDir].entries()) {
        servers.push(
          await startServerProcess(
            { ...databases[index]?.serverEnv, DIST_DIR: dist },
            { timeoutMs: 180_000 },
          ),
        );
      }
      const [ours = '', before = ''] = servers.map((server) => server.origin);
      const targets = interactionRoutes.flatMap((route) => [
        { build: 'ours', route, url: `${ours}${route}` },
        { build: 'baseline', route, url: `${before}${route}` },
      ]);
      const figures = await measureInteractions(targets, interactionRuns, log);
      results.interactions = {
        baselineRef,
        baselineCommit: baseline.commit,
        ours: figures.filter((figure) => figure.build === 'ours'),
        baseline: figures.filter((figure) => figure.build === 'baseline'),
      };
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  } finally {
    await Promise.all(databases.map((database) => database.remove()));
    baseline.remove();
  }
}

async function main(): Promise<number> {
  const options = readOptions();
  const started = new Date();
  const distDir = resolve(repoRoot, siteBuildSettings().distDir);
  let buildSeconds: number | null = null;
  if (!options.skipBuild) {
    log('Building the site (npm run build)…');
    const begun = performance.now();
    execFileSync('npm', ['run', 'build'], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    buildSeconds = (performance.now() - begun) / 1000;
  }
  const pages = sitePages(distDir);
  const unknown = options.routes.filter((route) => !pages.some((page) => page.route === route));
  if (unknown.length > 0)
    throw new Error(`BENCH_ROUTES: no page in ${distDir} for ${unknown.join(', ')}.`);
  const chosen = pages.filter((page) =>
    options.routes.length === 0
      ? benchmarkedByDefault(page.route)
      : options.routes.includes(page.route),
  );
  const results: BenchResults = {
    date: started.toISOString().slice(0, 10),
    startedAt: started.toISOString(),
    durationSeconds: 0,
    runOfRecord: isRunOfRecord(options),
    machine: machine(),
    options,
    routes: chosen.map((page) => page.route),
    noindexRoutes: chosen.filter((page) => page.noindex).map((page) => page.route),
    buildSeconds,
    errors: [],
  };
  log(
    `Benchmark on ${results.machine.cpu} (${results.machine.cores} cores), Node ${process.version}`,
  );

  // A part that breaks is reported; the others still run and the report is written.
  const part = async (name: string, work: () => Promise<void>) => {
    if (!options.parts.includes(name as (typeof options.parts)[number])) return;
    log(`${name}…`);
    try {
      await work();
    } catch (error) {
      console.error(error);
      results.errors.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  await part('pageWeight', async () => {
    results.pageWeight = pageWeightRows(await measureBuild(distDir));
  });
  await part('lighthouse', () => lighthouseOnBothVariants(results, distDir));
  await part('interactions', () => interactionsAgainstBaseline(results, distDir));
  await part('apiLoad', async () => {
    results.apiLoad = await runApiLoad(
      {
        distDir,
        seconds: options.loadSeconds,
        connections: options.loadConnections,
        postgresUrl: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined,
        runTag: started.getTime().toString(36),
      },
      log,
    );
  });

  await part('beacons', async () => {
    results.beacons = await runBeaconLoad(
      {
        distDir,
        // A p99 needs a few hundred signups per phase: three times the load tests' seconds.
        seconds: 3 * options.loadSeconds,
        postgresUrl: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined,
        runTag: started.getTime().toString(36),
      },
      log,
    );
  });

  await part('signInTiming', async () => {
    results.signInTiming = await runSignInTiming(
      {
        distDir,
        samples: options.signInSamples,
        floodRequests: 200,
        postgresUrl: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined,
      },
      log,
    );
  });

  await part('consoleReport', async () => {
    results.consoleReport = await runConsoleReport(
      {
        postgresUrl: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined,
        pgliteVisitorsPerDay: options.consolePgliteVisitors,
        postgresVisitorsPerDay: options.consolePostgresVisitors,
        runs: options.consoleRuns,
      },
      log,
    );
  });

  results.durationSeconds = (Date.now() - started.getTime()) / 1000;
  const [jsonFile, markdownFile] = results.runOfRecord
    ? [join(repoRoot, 'bench', 'results', `${results.date}.json`), join(repoRoot, 'BENCHMARKS.md')]
    : [join(outDir, 'results.json'), join(outDir, 'BENCHMARKS.md')];
  mkdirSync(join(repoRoot, 'bench', 'results'), { recursive: true });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(markdownFile, renderBenchmarks(results));
  execFileSync(join(repoRoot, 'node_modules', '.bin', 'prettier'), [
    '--write',
    '--log-level=warn',
    markdownFile,
  ]);
  rmSync(join(outDir, 'floor'), { recursive: true, force: true });
  log(`Wrote ${jsonFile} and ${markdownFile} in ${(results.durationSeconds / 60).toFixed(1)} min.`);
  return results.errors.length > 0 ? 1 : 0;
}

process.exitCode = await main();
