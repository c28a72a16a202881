import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface SignupPriorityOptions {
  /** Beacons admitted per second while a signup is under way; the rest are dropped. */
  beaconsPerSecond: number;
  /** How long a signup stays under way after its last call: the visitor's next call is coming. */
  graceMs: number;
  /** How long a dropped beacon's answer is held, spread over half to one and a half times it. */
  holdMs: number;
  /** Answers held at once at most; past it a dropped beacon is answered at once. */
  maxHeld: number;
  now?: () => number;
}

export interface SignupPriority {
  /** Marks a signup call as in flight until its response is finished or its socket closes. */
  track(response: ServerResponse): void;
  /** Whether a signup is under way: a call in flight, or one answered within `graceMs`. */
  busy(): boolean;
  /** Whether a beacon may be counted now: always while no signup is under way. */
  admitsBeacon(): boolean;
  /** Waits before a dropped beacon is answered, while a signup is under way and room remains. */
  holdDropped(): Promise<void>;
}

/**
 * Counting gives way to signups. While a signup is under way in this process (a call in flight,
 * or the next one due), beacons pass at a small steady rate (a token bucket that ordinary traffic
 * stays under) and a flood's excess is dropped before its body is read; the batch writer waits
 * for a quiet moment too. A dropped beacon's answer is held for about `holdMs`, so a sender that
 * waits for its answers slows down and leaves the cores to the signup. At most `maxHeld` are held
 * at once (a share of MAX_CONNECTIONS), so a flood from many addresses never holds the sockets a
 * signup needs: past the cap, a dropped beacon is answered at once.
 */
export function createSignupPriority({
  beaconsPerSecond,
  graceMs,
  holdMs,
  maxHeld,
  now = Date.now,
}: SignupPriorityOptions): SignupPriority {
  let inFlight = 0;
  let held = 0;
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
    async holdDropped() {
      if (held >= maxHeld || !busy()) return;
      held += 1;
      try {
        // Spread, so the senders held together do not all come back together.
        await sleep(holdMs * (0.5 + Math.random()));
      } finally {
        held -= 1;
      }
    },
  };
}
