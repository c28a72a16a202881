/** Benchmark settings from the environment; the defaults make the run of record. */

export const benchParts = [
  'pageWeight',
  'lighthouse',
  'interactions',
  'apiLoad',
  'beacons',
  'signInTiming',
  'consoleReport',
] as const;

/**
 * The build the interactions are compared with: the last one that fetched the trial dialog's code
 * on the tap.
 */
export const DEFAULT_BASELINE_REF = 'db8ffed';

/**
 * The build whose floor the first screen is held to (at most 0.80× its largest paint): the last one
 * whose stylesheet was a second request and whose font was preloaded.
 */
export const DEFAULT_FLOOR_BASELINE_REF = '73a7bbd';
export type BenchPart = (typeof benchParts)[number];

export interface BenchOptions {
  parts: BenchPart[];
  /** Route paths to run Lighthouse on; empty for every page in the build. */
  routes: string[];
  /** Runs per route and variant with Lighthouse's simulated throttling. */
  lighthouseRuns: number;
  /** Runs per route and variant with the throttling applied to the load (the paint verdict). */
  appliedRuns: number;
  loadSeconds: number;
  loadConnections: number;
  /** Interleaved pairs of sign-in requests (a listed and an unlisted address) per database. */
  signInSamples: number;
  /** Runs per page and build of the tap and interaction timings. */
  interactionRuns: number;
  /** The git commit or branch whose build the interactions are compared with. */
  baselineRef: string;
  /** The git commit or branch whose floor the paint under applied throttling is compared with. */
  floorBaselineRef: string;
  /** Reuse the build in dist/ instead of running `npm run build` first. */
  skipBuild: boolean;
  /** Visitors a day the console's report is measured at, on each database. */
  consolePgliteVisitors: number[];
  consolePostgresVisitors: number[];
  /** Report answers timed per period and size. */
  consoleRuns: number;
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer.`);
  return value;
}

function positives(env: NodeJS.ProcessEnv, name: string, fallback: number[]): number[] {
  const values = list(env[name]).map(Number);
  if (values.some((value) => !Number.isInteger(value) || value <= 0))
    throw new Error(`${name} must list positive integers.`);
  return values.length > 0 ? values : fallback;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export function readOptions(env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const parts = list(env.BENCH_ONLY);
  const unknown = parts.filter((part) => !benchParts.includes(part as BenchPart));
  if (unknown.length > 0) {
    throw new Error(`BENCH_ONLY: unknown ${unknown.join(', ')} (known: ${benchParts.join(', ')}).`);
  }
  return {
    parts: parts.length > 0 ? (parts as BenchPart[]) : [...benchParts],
    routes: list(env.BENCH_ROUTES),
    lighthouseRuns: positive(env, 'BENCH_LIGHTHOUSE_RUNS', 3),
    appliedRuns: positive(env, 'BENCH_APPLIED_RUNS', 5),
    loadSeconds: positive(env, 'BENCH_LOAD_SECONDS', 5),
    loadConnections: positive(env, 'BENCH_LOAD_CONNECTIONS', 10),
    signInSamples: positive(env, 'BENCH_SIGN_IN_SAMPLES', 300),
    interactionRuns: positive(env, 'BENCH_INTERACTION_RUNS', 3),
    baselineRef: env.BENCH_BASELINE?.trim() || DEFAULT_BASELINE_REF,
    floorBaselineRef: env.BENCH_FLOOR_BASELINE?.trim() || DEFAULT_FLOOR_BASELINE_REF,
    skipBuild: env.BENCH_SKIP_BUILD === '1',
    consolePgliteVisitors: positives(env, 'BENCH_CONSOLE_PGLITE_VISITORS', [10_000, 100_000]),
    consolePostgresVisitors: positives(env, 'BENCH_CONSOLE_POSTGRES_VISITORS', [10_000, 100_000]),
    consoleRuns: positive(env, 'BENCH_CONSOLE_RUNS', 5),
  };
}

/** Only a run with every part, every route and the default sample sizes is the run of record. */
export function isRunOfRecord(options: BenchOptions): boolean {
  const defaults = readOptions({});
  return (
    options.parts.length === benchParts.length &&
    options.routes.length === 0 &&
    options.lighthouseRuns >= defaults.lighthouseRuns &&
    options.appliedRuns >= defaults.appliedRuns &&
    options.interactionRuns >= defaults.interactionRuns &&
    options.loadSeconds >= defaults.loadSeconds &&
    options.signInSamples >= defaults.signInSamples
  );
}
