/** Everything one `npm run bench` measured, as written to bench/results/<date>.json. */
import type { ApiLoadResults } from './apiLoad';
import type { BadInputResults } from './badInput';
import type { PostgresAvailability } from './databases';
import type { LighthouseResults } from './lighthouse';
import type { MachineInfo } from './machine';
import type { PageWeightResults } from './pageWeight';

export interface BenchOptions {
  /** Parts to run; all of them unless BENCH_ONLY names some. */
  parts: BenchPart[];
  lighthouseRuns: number;
  loadSeconds: number;
  loadConnections: number[];
  seed: number;
  malformedCount: number;
  sameEmailRequests: number;
  distinctSignups: number;
  timeoutMinutes: number;
}

export const benchParts = ['pageWeight', 'lighthouse', 'apiLoad', 'badInput'] as const;
export type BenchPart = (typeof benchParts)[number];

export interface BenchResults {
  date: string;
  startedAt: string;
  durationSeconds: number;
  machine: MachineInfo;
  options: BenchOptions;
  routes: string[];
  /** Routes kept out of search engines on purpose: Lighthouse's SEO score marks them down. */
  noindexRoutes: string[];
  buildSeconds: { prerendered: number; clientOnly: number };
  pageWeight?: PageWeightResults;
  lighthouse?: LighthouseResults;
  postgres?: PostgresAvailability;
  apiLoad?: ApiLoadResults;
  badInput?: BadInputResults;
  /** Checks with a pass/fail rule that failed in this run. */
  failedChecks: string[];
}
