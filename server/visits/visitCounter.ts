import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import {
  reportListLength,
  type ReportAnswer,
  type ReportFilters,
} from '../../shared/contracts/teamConsole';
import type { BeaconEvent } from '../../shared/contracts/beaconSchema';
import type { BeaconDropReason } from '../../shared/contracts/visitCounting';
import { loggableError } from '../http/loggableError';
import { isRowError } from '../store/rowError';
import type { VisitStore } from '../store/visitStore';
import { createBatchWriter } from './batchWriter';
import { createBeaconRateLimit, type BeaconRateLimitOptions } from './beaconRateLimit';
import { clientKey } from './clientKey';
import { countableClient, type CountedRequest } from './countedRequest';
import { createDailyNames } from './dailyNames';
import { createDailySalts } from './dailySalts';
import { utcDay } from '../../shared/contracts/reportPeriod';
import { askedRange, oldestKeptDay, reportPeriod, type ReportPeriod } from './days';
import { createDroppedBeacons } from './droppedBeacons';
import type { CountryOf } from './countryOf';
import { reportAnswer } from './report';
import { createSignupPriority } from './signupPriority';
import { isStorable, rowsOf, type VisitRecord } from './visitRecords';

export interface VisitCounterOptions {
  store: VisitStore;
  /** The site's origin, part of every visitor hash. */
  site: string;
  retentionDays: number;
  log: FastifyBaseLogger;
  /** The visitor's country by address (server/visits/countryOf.ts); default none is known. */
  countryOf?: CountryOf;
  /** The site's own pages, counted under their paths outside the daily caps (default none). */
  sitePaths?: ReadonlySet<string>;
  /** Names new to the day one client may bring, per kind (default 3). */
  newNamesPerClient?: number;
  now?: () => Date;
  queue?: { maxQueued: number; maxBatch: number; intervalMs: number };
  rateLimit?: Partial<Omit<BeaconRateLimitOptions, 'now'>>;
  /** Beacons counted per second while a signup is under way (default 50). */
  beaconsPerSecondDuringSignups?: number;
  /** How long a signup stays under way after its last call (default 1 s). */
  signupGraceMs?: number;
  /**
   * Answers to dropped beacons held at once while a signup is under way (default 0: none), about a
   * second each; the server gives it a quarter of MAX_CONNECTIONS.
   */
  maxHeldAnswers?: number;
  /** How often closed days are rolled up and old rows deleted (also once at start). */
  maintenanceMs?: number;
  /**
   * How long after midnight (UTC) the day before is rolled up (default 10 minutes): records of
   * its last moments still in a queue are written first.
   */
  rollUpAfterMs?: number;
}

export interface VisitCounter {
  /** Whether this client may send a beacon now; a refusal is counted as dropped. */
  admits(request: CountedRequest): boolean;
  /** Waits before a beacon `admits` refused is answered: see signupPriority.ts. */
  holdDropped(): Promise<void>;
  /** Counts a beacon refused at the edge. */
  refuse(reason: BeaconDropReason): void;
  /** A signup call in flight until `response` closes: counting gives way to it meanwhile. */
  giveWayTo(response: ServerResponse): void;
  /** Queues a beacon's events; never waits and never throws. */
  recordBeacon(request: CountedRequest, events: BeaconEvent[]): void;
  /** The `checkout` step for the visitor making this signup call, remembered with the session. */
  creditCheckout(request: CountedRequest, sessionId: string): void;
  /** The `completed` step, credited to the visitor who opened the checkout session. */
  creditCompletion(sessionId: string): void;
  /**
   * The console's report; without `from` and `to`, the last 30 days. A period it cannot answer
   * for (shared/contracts/reportPeriod.ts) is a 400 in the console's words.
   */
  report(filters: ReportFilters): Promise<ReportAnswer>;
  /** The report of an exact period (the weekly e-mail). */
  reportOf(period: ReportPeriod, filters?: ReportFilters): Promise<ReportAnswer>;
  /** Beacons and records lost since this process started, by reason. */
  dropped(): ReportAnswer['dropped'];
  /** Rolls up closed days and deletes rows past their retention. */
  maintain(): Promise<void>;
  /** Writes what is queued (tests, and before reading one's own writes). */
  flush(): Promise<void>;
  /** Stops the timers and writes what is left. */
  close(): Promise<void>;
}

const defaultQueue = { maxQueued: 20_000, maxBatch: 1_000, intervalMs: 250 };
const defaultRateLimit = { max: 120, windowMs: 60_000, maxClients: 100_000 };
/** Background work waits this long at most for a moment with no signup under way. */
const maxQuietWaitMs = 60_000;

export function createVisitCounter(options: VisitCounterOptions): VisitCounter {
  const { store, site, retentionDays, log, now = () => new Date() } = options;
  const countryOf = options.countryOf ?? (() => undefined);
  const rollUpAfterMs = options.rollUpAfterMs ?? 10 * 60 * 1000;
  const dropped = createDroppedBeacons(log, () => now().getTime());
  const salts = createDailySalts(store, now);
  const sitePaths = options.sitePaths ?? new Set<string>();
  const names = createDailyNames(store, {
    isSitePath: (path) => sitePaths.has(path),
    newNamesPerClient: options.newNamesPerClient,
  });
  const withinLimit = createBeaconRateLimit({ ...defaultRateLimit, ...options.rateLimit });
  const priority = createSignupPriority({
    beaconsPerSecond: options.beaconsPerSecondDuringSignups ?? 50,
    graceMs: options.signupGraceMs ?? 1_000,
    holdMs: 1_000,
    maxHeld: options.maxHeldAnswers ?? 0,
  });

  const write = async (batch: VisitRecord[]) => {
    const { closedDays } = await store.write(
      await rowsOf(batch, { salts, names, site, countryOf }),
    );
    if (closedDays.length === 0) return;
    const late = batch.filter(
      (record) => record.kind !== 'completed' && closedDays.includes(record.day),
    );
    dropped.add('day closed', late.length);
  };
  const writer = createBatchWriter<VisitRecord>({
    ...defaultQueue,
    ...options.queue,
    waitWhile: priority.busy,
    maxBatchWhileWaiting: 25,
    write,
    isRowError,
    onDropped: (count, cause, error) => dropped.add(cause, count, error),
  });
  const offer = (record: VisitRecord) => {
    // Validated before it is queued: a batch is never refused for one record's text.
    if (isStorable(record)) writer.offer(record);
    else dropped.add('invisible character');
  };

  let maintaining: Promise<void> | undefined;
  const maintainOnce = async () => {
    const quietBy = Date.now() + maxQuietWaitMs;
    // On the embedded database a roll-up runs in this process: not while a signup is under way.
    while (priority.busy() && Date.now() < quietBy) await sleep(50);
    const closedBefore = utcDay(new Date(now().getTime() - rollUpAfterMs));
    for (const day of await store.daysToRollUp(closedBefore)) await store.rollUpDay(day);
    await store.pruneBefore(oldestKeptDay(now(), retentionDays));
  };
  const maintain = (): Promise<void> => {
    maintaining ??= maintainOnce()
      .catch((error: unknown) => log.warn({ err: loggableError(error) }, 'Visit roll-up failed'))
      .finally(() => {
        maintaining = undefined;
      });
    return maintaining;
  };
  void maintain();
  const maintenanceTimer = setInterval(
    () => void maintain(),
    options.maintenanceMs ?? 5 * 60 * 1000,
  );
  maintenanceTimer.unref();

  const reportOf = async (period: ReportPeriod, filters: ReportFilters = {}) =>
    reportAnswer(
      period,
      await store.report({ ...period, filters, vitalPages: reportListLength }),
      dropped.counts(),
    );

  return {
    admits(request) {
      if (!withinLimit(clientKey(request.ip))) {
        dropped.add('client limit');
        return false;
      }
      if (!priority.admitsBeacon()) {
        dropped.add('signup under way');
        return false;
      }
      return true;
    },
    holdDropped: () => priority.holdDropped(),
    refuse: (reason) => dropped.add(reason),
    giveWayTo: priority.track,
    recordBeacon(request, events) {
      const client = countableClient(request);
      if (client) offer({ kind: 'beacon', day: utcDay(now()), client, events });
    },
    creditCheckout(request, sessionId) {
      const client = countableClient(request);
      if (client) offer({ kind: 'checkout', day: utcDay(now()), client, sessionId });
    },
    creditCompletion(sessionId) {
      offer({ kind: 'completed', sessionId });
    },
    async report(filters) {
      return reportOf(reportPeriod(askedRange(filters, now())), filters);
    },
    reportOf,
    dropped: () => dropped.counts(),
    maintain,
    flush: () => writer.flush(),
    async close() {
      clearInterval(maintenanceTimer);
      await maintaining;
      await writer.close();
    },
  };
}
