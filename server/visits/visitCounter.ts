import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { FunnelAnswer, FunnelFilters, VitalsAnswer } from '../../shared/contracts/teamConsole';
import type { BeaconEvent } from '../../shared/contracts/beaconSchema';
import { loggableError } from '../http/loggableError';
import type { VisitStore } from '../store/visitStore';
import { createBatchWriter } from './batchWriter';
import { createBeaconRateLimit, type BeaconRateLimitOptions } from './beaconRateLimit';
import { countableClient, type CountedRequest } from './countedRequest';
import { createDailySalts } from './dailySalts';
import { dayRange, oldestKeptDay, utcDay } from './days';
import { funnelFromCounts } from './funnel';
import { createSignupPriority } from './signupPriority';
import { rowsOf, type VisitRecord } from './visitRecords';

export interface VisitCounterOptions {
  store: VisitStore;
  /** The site's origin, part of every visitor hash. */
  site: string;
  retentionDays: number;
  log: FastifyBaseLogger;
  now?: () => Date;
  queue?: { maxQueued: number; maxBatch: number; intervalMs: number };
  rateLimit?: Partial<Omit<BeaconRateLimitOptions, 'now'>>;
  /** Beacons counted per second while a signup is under way (default 200). */
  beaconsPerSecondDuringSignups?: number;
  /** How long a signup stays under way after its last call (default 1 s). */
  signupGraceMs?: number;
  /** How often old events are rolled up and deleted (also once at start). */
  maintenanceMs?: number;
}

export interface VisitCounter {
  /** Whether this client may send a beacon now; a refusal counts as dropped. */
  admits(request: CountedRequest): boolean;
  /** A signup call in flight until `response` closes: counting gives way to it meanwhile. */
  giveWayTo(response: ServerResponse): void;
  /** Queues a beacon's events; never waits and never throws. */
  recordBeacon(request: CountedRequest, events: BeaconEvent[]): void;
  /** The `checkout` step for the visitor making this signup call, remembered with the session. */
  creditCheckout(request: CountedRequest, sessionId: string): void;
  /** The `completed` step, credited to the visitor who opened the checkout session. */
  creditCompletion(sessionId: string): void;
  funnel(filters: FunnelFilters): Promise<FunnelAnswer>;
  vitals(range: { from?: string | undefined; to?: string | undefined }): Promise<VitalsAnswer>;
  /** Beacons refused or lost since this process started. */
  dropped(): number;
  /** Rolls up and deletes events past their retention. */
  maintain(): Promise<void>;
  /** Writes what is queued (tests, and before reading one's own writes). */
  flush(): Promise<void>;
  /** Stops the timers and writes what is left. */
  close(): Promise<void>;
}

const defaultQueue = { maxQueued: 20_000, maxBatch: 1_000, intervalMs: 250 };
const defaultRateLimit = { max: 120, windowMs: 60_000, maxClients: 100_000 };

export function createVisitCounter(options: VisitCounterOptions): VisitCounter {
  const { store, site, retentionDays, log, now = () => new Date() } = options;
  let dropped = 0;
  const salts = createDailySalts(store, now);
  const admits = createBeaconRateLimit({ ...defaultRateLimit, ...options.rateLimit });
  const priority = createSignupPriority({
    beaconsPerSecond: options.beaconsPerSecondDuringSignups ?? 200,
    graceMs: options.signupGraceMs ?? 1_000,
  });
  const writer = createBatchWriter<VisitRecord>({
    ...defaultQueue,
    ...options.queue,
    waitWhile: priority.busy,
    write: async (batch) => store.write(await rowsOf(batch, salts, site)),
    onDropped(count, error) {
      dropped += count;
      if (error)
        log.warn({ err: loggableError(error), count }, 'Visit counts could not be written');
    },
  });

  let maintaining: Promise<void> | undefined;
  const maintain = (): Promise<void> => {
    maintaining ??= store
      .rollUpAndPrune(oldestKeptDay(now(), retentionDays))
      .catch((error: unknown) => log.warn({ err: loggableError(error) }, 'Visit roll-up failed'))
      .finally(() => {
        maintaining = undefined;
      });
    return maintaining;
  };
  void maintain();
  const maintenanceTimer = setInterval(
    () => void maintain(),
    options.maintenanceMs ?? 60 * 60 * 1000,
  );
  maintenanceTimer.unref();

  return {
    admits(request) {
      if (admits(request.ip) && priority.admitsBeacon()) return true;
      dropped += 1;
      return false;
    },
    giveWayTo: priority.track,
    recordBeacon(request, events) {
      const client = countableClient(request);
      if (client) writer.offer({ kind: 'beacon', day: utcDay(now()), client, events });
    },
    creditCheckout(request, sessionId) {
      const client = countableClient(request);
      if (client) writer.offer({ kind: 'checkout', day: utcDay(now()), client, sessionId });
    },
    creditCompletion(sessionId) {
      writer.offer({ kind: 'completed', sessionId });
    },
    async funnel(filters) {
      const rows = await store.funnelCounts(dayRange(now(), retentionDays, filters), filters);
      return funnelFromCounts(rows, dropped);
    },
    vitals: async (range) => ({ pages: await store.vitals(dayRange(now(), retentionDays, range)) }),
    dropped: () => dropped,
    maintain,
    flush: () => writer.flush(),
    async close() {
      clearInterval(maintenanceTimer);
      await maintaining;
      await writer.close();
    },
  };
}
