import type { ServerResponse } from 'node:http';

export interface SignupPriorityOptions {
  /** Beacons admitted per second while a signup is under way; the rest are dropped. */
  beaconsPerSecond: number;
  /** How long a signup stays under way after its last call: the visitor's next call is coming. */
  graceMs: number;
  now?: () => number;
}

export interface SignupPriority {
  /** Marks a signup call as in flight until its response is finished or its socket closes. */
  track(response: ServerResponse): void;
  /** Whether a signup is under way: a call in flight, or one answered within `graceMs`. */
  busy(): boolean;
  /** Whether a beacon may be counted now: always while no signup is under way. */
  admitsBeacon(): boolean;
}

/**
 * Counting gives way to signups. While a signup is under way in this process (a call in flight,
 * or the next one due), beacons pass at a small steady rate (a token bucket that ordinary traffic
 * stays under) and a flood's excess is dropped before its body is read; the batch writer waits
 * for a quiet moment too.
 */
export function createSignupPriority({
  beaconsPerSecond,
  graceMs,
  now = Date.now,
}: SignupPriorityOptions): SignupPriority {
  let inFlight = 0;
  let lastAnsweredAt = -Infinity;
  let tokens = beaconsPerSecond;
  let filledAt = now();
  const busy = () => inFlight > 0 || now() - lastAnsweredAt < graceMs;
  return {
    track(response) {
      inFlight += 1;
      response.once('close', () => {
        inFlight -= 1;
        lastAnsweredAt = now();
      });
    },
    busy,
    admitsBeacon() {
      const time = now();
      tokens = Math.min(beaconsPerSecond, tokens + ((time - filledAt) / 1000) * beaconsPerSecond);
      filledAt = time;
      if (!busy()) return true;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
