/**
 * Lighthouse on every route, the prerendered build and the client-only build side by side in one
 * run: both servers up at once, the variants interleaved (and their order alternated) so that a
 * noisy machine slows both alike. Medians of each figure over the runs.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './chromium';
import { freshDataDir } from './databases';
import { runLighthouse, type LighthouseRun, type LighthouseSample } from './lighthouseRun';
import { benchOut, builds, ports, type BuildVariant } from './paths';
import { stopProcess } from './processes';
import { startSiteServer } from './siteServer';
import { median, medianOf, ratio } from './stats';

export type SampleRatios = { [K in keyof LighthouseSample]: number | null };

export interface LighthouseRouteResult {
  route: string;
  prerendered: LighthouseSample | null;
  clientOnly: LighthouseSample | null;
  /** prerendered / client-only, per figure. */
  ratios: SampleRatios | null;
  samples: Record<BuildVariant, LighthouseSample[]>;
  /** Scored audits that did not pass, with how many runs they failed in. */
  auditsBelowFull: Record<BuildVariant, Record<string, number>>;
  /** Runs Lighthouse could not finish the first time and that were run again. */
  retried: string[];
  /** Runs that failed twice: missing from the medians. */
  failures: string[];
}

export interface LighthouseResults {
  runsPerRoute: number;
  settings: string;
  medianBenchmarkIndex: number;
  seconds: number;
  routes: LighthouseRouteResult[];
}

const variants: readonly BuildVariant[] = ['prerendered', 'clientOnly'];

function ratiosOf(a: LighthouseSample, b: LighthouseSample): SampleRatios {
  const entries = Object.keys(a).map((key) => {
    const field = key as keyof LighthouseSample;
    return [field, ratio(a[field], b[field])];
  });
  return Object.fromEntries(entries) as SampleRatios;
}

function fileLabel(route: string): string {
  return route === '/' ? 'home' : route.slice(1).replace(/\//g, '-');
}

export async function runLighthouseSuite(
  routePaths: readonly string[],
  runs: number,
  log: (line: string) => void,
): Promise<LighthouseResults> {
  const started = performance.now();
  const reportsDir = join(benchOut, 'lighthouse');
  mkdirSync(reportsDir, { recursive: true });
  const servers = {
    prerendered: await startSiteServer({
      name: 'site-prerendered',
      port: ports.prerenderedSite,
      distDir: builds.prerendered,
      dataDir: freshDataDir(),
    }),
    clientOnly: await startSiteServer({
      name: 'site-client-only',
      port: ports.clientOnlySite,
      distDir: builds.clientOnly,
      dataDir: freshDataDir(),
    }),
  };

  const results = routePaths.map((route): LighthouseRouteResult => ({
    route,
    prerendered: null,
    clientOnly: null,
    ratios: null,
    samples: { prerendered: [], clientOnly: [] },
    auditsBelowFull: { prerendered: {}, clientOnly: {} },
    retried: [],
    failures: [],
  }));

  try {
    for (let run = 1; run <= runs; run++) {
      const order = run % 2 === 1 ? variants : [...variants].reverse();
      // One browser per round; Lighthouse opens a new tab and clears caches and storage per run.
      let chromium = await launchChromium(ports.chromiumDebugging);
      try {
        for (const result of results) {
          for (const variant of order) {
            const url = `${servers[variant].origin}${result.route}`;
            const reportFile = join(
              reportsDir,
              `${variant}-${fileLabel(result.route)}-${run}.json`,
            );
            const label = `run ${run} ${variant}`;
            let outcome: LighthouseRun | undefined;
            // Lighthouse asks for a new run when its trace breaks (NO_NAVSTART): one, in a fresh browser.
            for (let attempt = 1; attempt <= 2 && !outcome; attempt++) {
              try {
                outcome = await runLighthouse(url, chromium.port, builds[variant], reportFile);
              } catch (error) {
                const message = `${label}: ${error instanceof Error ? error.message : String(error)}`;
                (attempt === 1 ? result.retried : result.failures).push(message);
                log(`  ${attempt === 1 ? 'RETRYING' : 'FAILED'} ${result.route} ${message}`);
                await chromium.close();
                chromium = await launchChromium(ports.chromiumDebugging);
              }
            }
            if (!outcome) continue;
            const sample = outcome.sample;
            result.samples[variant].push(sample);
            const failed = result.auditsBelowFull[variant];
            for (const audit of outcome.auditsBelowFull) failed[audit] = (failed[audit] ?? 0) + 1;
            log(
              `  ${label.padEnd(17)} ${result.route.padEnd(28)} perf ${sample.performance} a11y ${sample.accessibility} bp ${sample.bestPractices} seo ${sample.seo} LCP ${Math.round(sample.lcpMs)} ms`,
            );
          }
        }
      } finally {
        await chromium.close();
      }
    }
  } finally {
    await Promise.all(Object.values(servers).map((server) => stopProcess(server.process)));
  }

  for (const result of results) {
    const { prerendered, clientOnly } = result.samples;
    result.prerendered = prerendered.length > 0 ? medianOf(prerendered) : null;
    result.clientOnly = clientOnly.length > 0 ? medianOf(clientOnly) : null;
    if (result.prerendered && result.clientOnly) {
      result.ratios = ratiosOf(result.prerendered, result.clientOnly);
    }
  }
  const indexes = results.flatMap((result) =>
    [...result.samples.prerendered, ...result.samples.clientOnly].map(
      (sample) => sample.benchmarkIndex,
    ),
  );
  return {
    runsPerRoute: runs,
    settings:
      'Lighthouse default config: mobile (Moto G Power), simulated throttling (slow 4G, 4x CPU)',
    medianBenchmarkIndex: median(indexes),
    seconds: (performance.now() - started) / 1000,
    routes: results,
  };
}
