import type { FastifyBaseLogger } from 'fastify';
import type { DeliveryOutcome } from './handoffSender';
import type { ClaimedDelivery, DeliveryOutbox } from '../store/store';
import { retryDelayMs, type RetryPolicy } from './retryDelay';

export interface DeliveryWorkerOptions {
  outbox: DeliveryOutbox;
  send(delivery: ClaimedDelivery): Promise<DeliveryOutcome>;
  policy: RetryPolicy;
  log: FastifyBaseLogger;
  /** How often the queue is looked at when nothing woke the worker. */
  pollMs: number;
  /**
   * Who claims: stable across restarts of this process, unique among live ones
   * (server/delivery/workerId.ts), so a restart takes back at once what the last run held.
   */
  workerId: string;
  /**
   * How long a claim lasts unless renewed: the worker renews its claims every third of it while
   * it works on them, so another replica takes over a crashed worker's deliveries this soon.
   */
  leaseMs: number;
}

/** Deliveries claimed at once. */
const BATCH_SIZE = 10;

export interface DeliveryWorker {
  /**
   * Looks at the queue in `delayMs` (default now: after a checkout completed in this process), or
   * sooner if it was to look sooner already.
   */
  wake(delayMs?: number): void;
  /** Stops polling and waits for the deliveries in hand to finish. */
  stop(): Promise<void>;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Delivers the outbox from inside the server process: claims due deliveries (leased, so other
 * replicas skip them), sends each, and records the outcome. On start it first takes back the
 * leases it held when its process died (a crash mid-attempt), instead of waiting them out. A failed attempt is retried with
 * exponential backoff and jitter; after the last attempt the delivery is failed and logged.
 */
export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { outbox, send, policy, log, pollMs, workerId, leaseMs } = options;
  let timer: NodeJS.Timeout | undefined;
  let dueAt = Number.POSITIVE_INFINITY;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;
  let stopped = false;
  let reclaimed = false;
  const inHand = new Set<ClaimedDelivery>();
  const renewal = setInterval(() => {
    if (inHand.size === 0) return;
    outbox.renewLeases([...inHand], leaseMs).catch((error: unknown) => {
      log.warn({ reason: describe(error) }, 'Could not renew the claims on deliveries in hand');
    });
  }, leaseMs / 3);
  renewal.unref();

  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    const { id: deliveryId, kind, customerId, attempts } = delivery;
    const context = { deliveryId, kind, customerId };
    let outcome: DeliveryOutcome;
    inHand.add(delivery);
    try {
      outcome = await send(delivery);
    } catch (error) {
      inHand.delete(delivery);
      const retryInMs = retryDelayMs(attempts, policy);
      const details = { ...context, attempts, reason: describe(error) };
      await outbox.recordFailure(delivery, details.reason, retryInMs);
      if (retryInMs !== undefined) {
        log.warn({ ...details, retryInMs }, 'Delivery attempt failed; it will be retried');
      } else {
        log.error(
          details,
          `Delivery failed after ${attempts} attempts; \`npm run deliveries -- --retry-failed\` queues it again`,
        );
      }
      return;
    }
    inHand.delete(delivery);
    if (outcome.status === 'skipped') {
      await outbox.markSkipped(delivery, outcome.reason);
      log.info({ ...context, reason: outcome.reason }, 'Delivery skipped');
    } else {
      await outbox.markDelivered(delivery);
      log.info(context, `Delivered: ${outcome.detail}`);
    }
  }

  async function drain(): Promise<void> {
    if (!reclaimed) {
      const count = await outbox.reclaimLeasesOf(workerId);
      reclaimed = true;
      if (count > 0) {
        log.warn(
          { workerId, deliveries: count },
          'Took back the deliveries this worker held when it last stopped; they are sent again now',
        );
      }
    }
    for (;;) {
      wokenWhileRunning = false;
      const claimed = await outbox.claim({ limit: BATCH_SIZE, leaseMs, workerId });
      await Promise.all(claimed.map((delivery) => deliver(delivery)));
      if (stopped || (claimed.length < BATCH_SIZE && !wokenWhileRunning)) return;
    }
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    const at = performance.now() + delayMs;
    if (timer && dueAt <= at) return;
    clearTimeout(timer);
    dueAt = at;
    timer = setTimeout(run, delayMs);
    // The worker alone never keeps the process alive.
    timer.unref();
  }

  function run(): void {
    timer = undefined;
    dueAt = Number.POSITIVE_INFINITY;
    if (stopped) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => {
        log.error({ reason: describe(error) }, 'The delivery worker could not reach the database');
      })
      .finally(() => {
        running = undefined;
        schedule(wokenWhileRunning ? 0 : pollMs);
      });
  }

  schedule(0);
  return {
    wake(delayMs = 0) {
      if (running && delayMs === 0) wokenWhileRunning = true;
      else schedule(delayMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      clearInterval(renewal);
    },
  };
}
