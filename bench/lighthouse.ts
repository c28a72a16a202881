/**
 * Lighthouse's own Node API (default config: mobile) on every route for each variant, the variants
 * interleaved and their order alternated per round so a busy machine slows them alike; one
 * Chromium per round from chrome-launcher. Medians of each figure. Throttling is Lighthouse's
 * default simulation, or applied: the load itself slowed in the browser (`devtools`), which is how
 * a real slow phone sees the page.
 */
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';

// A type, not an interface, so that it fits Record<string, number> for medians.
export type LighthouseSample = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
};

/** `simulate`: Lighthouse's default estimate; `devtools`: the network and CPU really slowed. */
export type ThrottlingMethod = 'simulate' | 'devtools';

export interface LighthouseRoute {
  route: string;
  /** Median of each figure over the runs, per variant (null when every run failed). */
  medians: Record<string, LighthouseSample | null>;
  /** Median LCP of ours over the floor's. */
  lcpRatio: number | null;
  /** Median FCP of ours over the floor's. */
  fcpRatio: number | null;
  /** Median LCP of ours over the third variant's (an earlier build's floor), when there is one. */
  lcpRatioToBefore: number | null;
  /** Scored audits below full marks (performance aside), with how many runs they failed in. */
  auditsBelowFull: Record<string, Record<string, number>>;
  failures: string[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

function medianSample(samples: readonly LighthouseSample[]): LighthouseSample | null {
  const first = samples[0];
  if (!first) return null;
  const keys = Object.keys(first) as (keyof LighthouseSample)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(samples.map((sample) => sample[key]))]),
  ) as LighthouseSample;
}

function figure(lhr: Result, kind: 'score' | 'metric', id: string): number {
  const value = kind === 'score' ? lhr.categories[id]?.score : lhr.audits[id]?.numericValue;
  if (typeof value !== 'number')
    throw new Error(`Lighthouse gave no ${id} for ${lhr.finalDisplayedUrl}.`);
  return kind === 'score' ? Math.round(value * 100) : value;
}

function auditsBelowFull(lhr: Result): string[] {
  return Object.entries(lhr.categories)
    .filter(([id]) => id !== 'performance')
    .flatMap(([id, category]) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id}`),
    );
}

async function measure(url: string, port: number, throttlingMethod: ThrottlingMethod) {
  const result = await lighthouse(url, {
    port,
    throttlingMethod,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    disableFullPageScreenshot: true,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}.`);
  if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
  const sample: LighthouseSample = {
    performance: figure(lhr, 'score', 'performance'),
    accessibility: figure(lhr, 'score', 'accessibility'),
    bestPractices: figure(lhr, 'score', 'best-practices'),
    seo: figure(lhr, 'score', 'seo'),
    fcpMs: figure(lhr, 'metric', 'first-contentful-paint'),
    lcpMs: figure(lhr, 'metric', 'largest-contentful-paint'),
    tbtMs: figure(lhr, 'metric', 'total-blocking-time'),
    cls: figure(lhr, 'metric', 'cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
  return { sample, audits: auditsBelowFull(lhr) };
}

/** `origins` maps each variant's name to the server that serves it; the first is "ours". */
export async function runLighthouse(
  origins: Record<string, string>,
  routes: readonly string[],
  runs: number,
  throttlingMethod: ThrottlingMethod,
  log: (line: string) => void,
): Promise<LighthouseRoute[]> {
  const variants = Object.keys(origins);
  const samples = new Map(routes.map((route) => [route, new Map<string, LighthouseSample[]>()]));
  const results = routes.map((route): LighthouseRoute => ({
    route,
    medians: {},
    lcpRatio: null,
    fcpRatio: null,
    lcpRatioToBefore: null,
    auditsBelowFull: Object.fromEntries(variants.map((variant) => [variant, {}])),
    failures: [],
  }));
  for (let run = 1; run <= runs; run++) {
    const order = run % 2 ? variants : [...variants].reverse();
    const chrome = await launch({
      chromePath: chromiumPath,
      chromeFlags: ['--headless=new', ...chromiumArgs],
    });
    try {
      for (const result of results) {
        for (const variant of order) {
          try {
            const { sample, audits } = await measure(
              `${origins[variant]}${result.route}`,
              chrome.port,
              throttlingMethod,
            );
            const list = samples.get(result.route)?.get(variant) ?? [];
            samples.get(result.route)?.set(variant, [...list, sample]);
            const counts = result.auditsBelowFull[variant] ?? {};
            for (const audit of audits) counts[audit] = (counts[audit] ?? 0) + 1;
            log(
              `  ${throttlingMethod} run ${run} ${variant.padEnd(6)} ${result.route.padEnd(26)} perf ${sample.performance} FCP ${Math.round(sample.fcpMs)} ms LCP ${Math.round(sample.lcpMs)} ms TBT ${Math.round(sample.tbtMs)} ms`,
            );
          } catch (error) {
            const message = `run ${run} ${variant}: ${error instanceof Error ? error.message : String(error)}`;
            result.failures.push(message);
            log(`  FAILED ${result.route} ${message}`);
          }
        }
      }
    } finally {
      chrome.kill();
    }
  }
  for (const result of results) {
    for (const variant of variants) {
      result.medians[variant] = medianSample(samples.get(result.route)?.get(variant) ?? []);
    }
    const ratio = (pick: (sample: LighthouseSample) => number, to = 1) => {
      const [ours, other] = [variants[0], variants[to]].map((variant) => {
        const sample = variant === undefined ? undefined : result.medians[variant];
        return sample ? pick(sample) : undefined;
      });
      return ours && other ? ours / other : null;
    };
    result.lcpRatio = ratio((sample) => sample.lcpMs);
    result.fcpRatio = ratio((sample) => sample.fcpMs);
    result.lcpRatioToBefore = ratio((sample) => sample.lcpMs, 2);
  }
  return results;
}
