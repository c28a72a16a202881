/** Benchmark settings from the environment (see "Reproduce" in BENCHMARKS.md). */
import { benchParts, type BenchOptions, type BenchPart } from './benchResults';

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number.`);
  return value;
}

function parts(env: NodeJS.ProcessEnv): BenchPart[] {
  const raw = env.BENCH_ONLY?.trim();
  if (!raw) return [...benchParts];
  const chosen = raw.split(',').map((part) => part.trim());
  const unknown = chosen.filter((part) => !benchParts.includes(part as BenchPart));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_ONLY: unknown part ${unknown.join(', ')} (known: ${benchParts.join(', ')}).`,
    );
  }
  return chosen as BenchPart[];
}

export function readOptions(env: NodeJS.ProcessEnv = process.env): BenchOptions {
  return {
    parts: parts(env),
    lighthouseRuns: positive(env, 'BENCH_LIGHTHOUSE_RUNS', 3),
    loadSeconds: positive(env, 'BENCH_LOAD_SECONDS', 5),
    loadConnections: [10, 100],
    seed: positive(env, 'BENCH_SEED', 20250601),
    malformedCount: positive(env, 'BENCH_MALFORMED_COUNT', 10_000),
    sameEmailRequests: 100,
    distinctSignups: 1_000,
    timeoutMinutes: positive(env, 'BENCH_TIMEOUT_MINUTES', 40),
  };
}

export const isFullRun = (options: BenchOptions) => options.parts.length === benchParts.length;
