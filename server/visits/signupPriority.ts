import type { ServerResponse } from 'node:http';

export interface SignupPriorityOptions {
  /** Beacons admitted per second while a signup call is in flight; the rest are dropped. */
  beaconsPerSecond: number;
  now?: () => number;
}

export interface SignupPriority {
  /** Marks a signup call as in flight until its response is finished or its socket closes. */
  track(response: ServerResponse): void;
  /** Whether a signup call is in flight now. */
  busy(): boolean;
  /** Whether a beacon may be counted now: always while no signup call is in flight. */
  admitsBeacon(): boolean;
}

/**
 * Counting gives way to signups. While a signup call is in flight in this process, beacons pass
 * at a small steady rate (a token bucket that ordinary traffic stays under) and a flood's excess
 * is dropped before its body is read; the batch writer waits for a quiet moment too.
 */
export function createSignupPriority({
  beaconsPerSecond,
  now = Date.now,
}: SignupPriorityOptions): SignupPriority {
  let inFlight = 0;
  let tokens = beaconsPerSecond;
  let filledAt = now();
  const busy = () => inFlight > 0;
  return {
    track(response) {
      inFlight += 1;
      response.once('close', () => {
        inFlight -= 1;
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
