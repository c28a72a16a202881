/** Everything one `npm run bench` measured, as written to bench/results/<date>.json. */
import type { runApiLoad } from './apiLoad';
import type { runBeaconLoad } from './beacons';
import type { runSignInTiming } from './signInTiming';
import type { InteractionFigures } from './interactions';
import type { runConsoleReport } from './consoleReport';
import type { LighthouseRoute } from './lighthouse';
import type { BenchOptions } from './options';
import type { PageWeightRow } from '../test/pageWeight';
import type { FloorBuild } from './builtPages';

export interface MachineInfo {
  cpu: string;
  cores: number;
  memoryGb: number;
  loadAverageAtStart: number;
  node: string;
  chromium: string;
  lighthouse: string;
  autocannon: string;
  commit: string;
}

export interface BenchResults {
  date: string;
  startedAt: string;
  durationSeconds: number;
  runOfRecord: boolean;
  machine: MachineInfo;
  options: BenchOptions;
  routes: string[];
  noindexRoutes: string[];
  buildSeconds: number | null;
  pageWeight?: PageWeightRow[];
  floor?: Omit<FloorBuild, 'dir'>;
  /** Lighthouse with its default simulated throttling. */
  lighthouse?: LighthouseRoute[];
  /**
   * Lighthouse with the throttling applied to the load itself (devtools): ours, the floor, and the
   * floor of an earlier build (`before`).
   */
  appliedThrottling?: LighthouseRoute[];
  /** The earlier build whose floor is the third variant of the applied runs. */
  floorBaseline?: { ref: string; commit: string };
  /** Tap to dialog and the longest interaction on the pricing pages, this build and the baseline's. */
  interactions?: {
    baselineRef: string;
    baselineCommit: string;
    ours: InteractionFigures[];
    baseline: InteractionFigures[];
  };
  apiLoad?: Awaited<ReturnType<typeof runApiLoad>>;
  /** Visit counting under a beacon flood: beacons stored per second, signup p99 beside it. */
  beacons?: Awaited<ReturnType<typeof runBeaconLoad>>;
  /** The console's sign-in timed for a listed and an unlisted address, and a flood of one address. */
  signInTiming?: Awaited<ReturnType<typeof runSignInTiming>>;
  /** The team console's report on generated data: answer time by database, size and period. */
  consoleReport?: Awaited<ReturnType<typeof runConsoleReport>>;
  /** Parts that broke, with why: the others still ran. */
  errors: string[];
}
