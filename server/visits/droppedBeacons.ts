import type { FastifyBaseLogger } from 'fastify';
import type { BeaconDropReason } from '../../shared/contracts/visitCounting';
import { loggableError } from '../http/loggableError';

export interface DroppedBeacons {
  /** Counts `count` beacons or records lost for `reason`; `error` is logged with it. */
  add(reason: BeaconDropReason, count?: number, error?: unknown): void;
  /** Counts since this process started, by reason. */
  counts(): { total: number; reasons: Record<string, number> };
}

/** One log line per reason at most this often, however fast beacons are dropped. */
const logEveryMs = 60_000;

/**
 * What counting lost and why, in this process (the console's `dropped`). The first loss of a
 * reason is logged at once, later ones at most once a minute with how many since the last line:
 * a flood of bad beacons must not become a flood of log lines.
 */
export function createDroppedBeacons(
  log: FastifyBaseLogger,
  now: () => number = Date.now,
): DroppedBeacons {
  const totals = new Map<BeaconDropReason, number>();
  const unlogged = new Map<BeaconDropReason, number>();
  const loggedAt = new Map<BeaconDropReason, number>();
  return {
    add(reason, count = 1, error) {
      totals.set(reason, (totals.get(reason) ?? 0) + count);
      const pending = (unlogged.get(reason) ?? 0) + count;
      const last = loggedAt.get(reason);
      if (last !== undefined && now() - last < logEveryMs) {
        unlogged.set(reason, pending);
        return;
      }
      loggedAt.set(reason, now());
      unlogged.set(reason, 0);
      log.warn(
        {
          reason,
          dropped: pending,
          total: totals.get(reason),
          ...(error ? { err: loggableError(error) } : {}),
        },
        'Visit counting dropped beacons',
      );
    },
    counts() {
      const reasons: Record<string, number> = Object.fromEntries(totals);
      const total = [...totals.values()].reduce((sum, count) => sum + count, 0);
      return { total, reasons };
    },
  };
}
