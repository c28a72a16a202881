/** Writes BENCHMARKS.md from one run's results: headline, machine, tables, how to reproduce. */
import type { BenchResults } from './benchResults';
import { count, kb, ms, seconds, table } from './format';
import { median } from './stats';
import { apiLoadSection, badInputSection } from './reportApi';
import { lighthouseSection, pageWeightSection } from './reportPages';

function range(values: number[]): string {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(low) : `${low}–${high}`;
}

/** Three to five lines a reader can trust without reading further. */
export function headline(results: BenchResults): string[] {
  const lines: string[] = [];
  const lighthouse = results.lighthouse;
  if (lighthouse) {
    const measured = lighthouse.routes.filter((route) => route.prerendered && route.clientOnly);
    const pre = measured.flatMap((route) => (route.prerendered ? [route.prerendered] : []));
    const client = measured.flatMap((route) => (route.clientOnly ? [route.clientOnly] : []));
    if (pre.length > 0) {
      const lcp = (samples: typeof pre) => median(samples.map((sample) => sample.lcpMs));
      const indexable = measured.filter((route) => !results.noindexRoutes.includes(route.route));
      const seo = indexable.map((route) => route.prerendered?.seo ?? Number.NaN);
      const noindexNote = results.noindexRoutes.length
        ? ` on indexable routes (${results.noindexRoutes.map((route) => `\`${route}\``).join(', ')}: noindex by design)`
        : '';
      lines.push(
        `Lighthouse mobile (median of ${lighthouse.runsPerRoute} runs, ${pre.length} routes): performance ${range(pre.map((s) => s.performance))}, accessibility ${range(pre.map((s) => s.accessibility))}, best practices ${range(pre.map((s) => s.bestPractices))}, SEO ${range(seo)}${noindexNote}; the same app rendered only in the browser: performance ${range(client.map((s) => s.performance))}; median LCP ${ms(lcp(pre))} prerendered against ${ms(lcp(client))} client-only.`,
      );
    }
  }
  if (results.pageWeight) {
    const rows = results.pageWeight.rows;
    lines.push(
      `JavaScript loaded before interaction: at most ${kb(Math.max(...rows.map((row) => row.jsGzipBytes)))} gzipped on any route (budget ${kb(results.pageWeight.budget.jsGzipBytes)}, enforced by \`npm test\`); CSS at most ${kb(Math.max(...rows.map((row) => row.cssGzipBytes)))}.`,
    );
  }
  const signupRows = (results.apiLoad?.results ?? []).filter(
    (row) => row.scenario.startsWith('signup') && row.connections === 10,
  );
  if (signupRows.length > 0) {
    const perDatabase = signupRows.map(
      (row) =>
        `${row.database}: ${count(row.figures.iterationsPerSecond)} signups/s, p99 ${ms(row.figures.p99Ms)} per call, ${count(row.figures.errors)} errors`,
    );
    lines.push(
      `Complete three-call signups (exists → create-customer → create-checkout-session) at 10 connections on this 2-core machine: ${perDatabase.join('; ')}.`,
    );
  }
  const bad = results.badInput;
  if (bad) {
    const databases = bad.concurrency.map((result) => result.database).join(' and ');
    const crashLost = bad.crash.reduce((sum, crash) => sum + crash.lostAfterRestart, 0);
    const crashCompleted = bad.crash.reduce((sum, crash) => sum + crash.completedBeforeKill, 0);
    const same = [...new Set(bad.concurrency.map((result) => result.sameEmail.customersStored))];
    const distinct = [
      ...new Set(bad.concurrency.map((result) => result.distinctSignups.signedUpStored)),
    ];
    const attempted = bad.concurrency[0]?.distinctSignups.attempted ?? 0;
    lines.push(
      `${count(bad.flood.sent)} malformed requests: ${count(bad.flood.fiveXx)} answered with a server error (5xx), ${count(bad.flood.stackTraceLeaks)} leaked a stack trace. On ${databases}: 100 concurrent create-customer calls for one e-mail stored ${same.join(' / ')} customer; ${count(attempted)} distinct signups stored ${distinct.map(count).join(' / ')}; SIGKILL mid-signup lost ${crashLost} of ${count(crashCompleted)} completed signups.`,
    );
  }
  return lines;
}

function machineSection(results: BenchResults): string {
  const { machine } = results;
  return [
    '## Machine',
    '',
    table(
      ['Item', 'Value'],
      [
        ['CPU', `${machine.cpuModel}, ${machine.cores} cores`],
        ['Memory', `${machine.memoryGb} GB`],
        ['OS', machine.os],
        ['Node', machine.node],
        ['Chromium', machine.chromium],
        ['Lighthouse', machine.lighthouse],
        ['autocannon', machine.autocannon],
        ['Commit', machine.commit],
        ['Load average when the run started', String(machine.loadAverageAtStart)],
        ['Run', `${results.startedAt}, ${seconds(results.durationSeconds)}`],
      ],
    ),
    '',
    'Everything ran on this one machine: servers, load generator and browser share its cores, so the API figures are a floor, not a capacity plan, and Lighthouse timings move with the load average (the benchmark index above says how fast the machine was during the runs).',
  ].join('\n');
}

const reproduce = [
  '## Reproduce',
  '',
  '```bash',
  'npm run bench',
  '```',
  '',
  'It builds the site twice into `bench/out/` (prerendered, and `CLIENT_ONLY=1`: the same app with an empty root element, rendered in the browser), starts every server itself on loopback ports 4300-4399 and stops them at the end, writes `bench/results/<date>.json` and this file, and exits non-zero if a pass/fail check failed. Raw Lighthouse reports and server logs stay in `bench/out/` (not committed). Needs Chromium (`CHROME_PATH`, default `/usr/bin/chromium`).',
  '',
  table(
    ['Setting', 'Default', 'Meaning'],
    [
      [
        '`BENCH_ONLY`',
        'all',
        'Comma-separated parts: `pageWeight,lighthouse,apiLoad,badInput`. A partial run writes to `bench/out/` and leaves this file alone.',
      ],
      ['`BENCH_LIGHTHOUSE_RUNS`', '3', 'Lighthouse runs per route and build.'],
      ['`BENCH_LOAD_SECONDS`', '5', 'Duration of each autocannon row.'],
      [
        '`BENCH_DATABASE_URL`',
        '`postgres://app:app@127.0.0.1:5432/app_test` if it answers',
        'PostgreSQL to measure besides PGlite. Rows with `bench-` e-mails are written there, and those of earlier runs deleted when a run starts.',
      ],
      ['`BENCH_SEED`', '20250601', 'Seed of the malformed-request generator.'],
      ['`BENCH_MALFORMED_COUNT`', '10000', 'Malformed requests to send.'],
      [
        '`BENCH_TIMEOUT_MINUTES`',
        '40',
        'The whole run stops (and its servers with it) after this long.',
      ],
    ],
  ),
].join('\n');

export function renderBenchmarks(results: BenchResults): string {
  const lines = headline(results);
  return [
    '# Benchmarks',
    '',
    `Measured by \`npm run bench\` on ${results.date} (raw figures: \`bench/results/${results.date}.json\`).`,
    '',
    '## Headline',
    '',
    lines.map((line) => `- ${line}`).join('\n'),
    ...(results.failedChecks.length > 0
      ? ['', `**Checks that failed in this run:** ${results.failedChecks.join('; ')}.`]
      : []),
    '',
    machineSection(results),
    ...(results.lighthouse ? ['', lighthouseSection(results.lighthouse)] : []),
    ...(results.pageWeight ? ['', pageWeightSection(results.pageWeight)] : []),
    ...(results.apiLoad ? ['', apiLoadSection(results.apiLoad, results.postgres)] : []),
    ...(results.badInput ? ['', badInputSection(results.badInput)] : []),
    '',
    reproduce,
    '',
  ].join('\n');
}
