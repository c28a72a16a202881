/**
 * Where the rate limits count: in this process's memory, or, with REDIS_URL, in Redis, shared by
 * every replica behind the load balancer (otherwise each replica would allow its own quota).
 * rate-limiter-flexible counts (RateLimiterRedis, RateLimiterMemory); @fastify/rate-limit reaches
 * it through its documented custom store (`incr` and `child`).
 *
 * A dead or frozen Redis never holds a request and never lifts the limits: connecting gives up
 * after 1 s, a command after 500 ms, and for a few seconds after a failure each process counts in
 * its own memory (per-process limits, as without REDIS_URL) without asking Redis again. The
 * library's own insurance limiter would fall back too, but unseen: it could neither skip a frozen
 * Redis (every request would wait for its command's timeout) nor say when Redis goes and comes
 * back. Losing Redis is logged once, and so is its return. The limits slow down abuse (e-mail
 * probing, signup floods); they are not what keeps signups correct (the database is), so an
 * outage of the limiter must not become an outage of signups.
 *
 * Every key is kept as a keyed hash (HMAC-SHA-256): no store, and no dump of one, holds a
 * visitor's address or an e-mail address.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import Redis from 'ioredis';
import { createHmac } from 'node:crypto';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';

/** Counts events per key within a window, where the rate limits count. */
export interface WindowCounter {
  /** Counts one event for `key`; resolves to the events in its window, this one included. */
  hit(key: string): Promise<number>;
}

export interface RateLimitStore {
  /** Options for @fastify/rate-limit: its custom store, counting here. */
  pluginOptions: { store: FastifyRateLimitStoreCtor };
  /**
   * A counter of its own (`name` keeps its keys apart), for a limit no route decides, such as
   * sign-in mails per recipient.
   */
  counter(name: string, windowMs: number): WindowCounter;
  /** Where the counts are kept, for the start-up log (no password). */
  location: string;
  /** Asks Redis for a PONG (none when the counts are kept in memory). */
  ping?: () => Promise<unknown>;
  close(): Promise<void>;
}

export const REDIS_TIMEOUTS = { connectMs: 1_000, commandMs: 500, retryAfterFailureMs: 5_000 };
const KEY_PREFIX = 'adhelm-rate-limit';

type Count = { current: number; ttl: number };
type Limiters = (windowMs: number) => RateLimiterAbstract;

/** One limiter per window length, made when first asked for. */
function limitersBy(make: (windowSeconds: number) => RateLimiterAbstract): Limiters {
  const made = new Map<number, RateLimiterAbstract>();
  return (windowMs) => {
    let limiter = made.get(windowMs);
    if (!limiter) {
      // `points` is never reached: penalty() counts without refusing, the plugin decides.
      limiter = make(Math.max(1, Math.ceil(windowMs / 1000)));
      made.set(windowMs, limiter);
    }
    return limiter;
  };
}

const countOf = (result: RateLimiterRes): Count => ({
  current: result.consumedPoints,
  ttl: result.msBeforeNext,
});

/** Whether Redis answers, with one log line each time that changes. */
function redisHealth(redis: Redis, log: FastifyBaseLogger, location: string) {
  let down = false;
  let retryAt = 0;
  return {
    usable: () => redis.status === 'ready' && performance.now() >= retryAt,
    failed(error: Error) {
      retryAt = performance.now() + REDIS_TIMEOUTS.retryAfterFailureMs;
      if (down) return;
      down = true;
      log.error(
        { err: { message: error.message } },
        `Rate-limit store (${location}) unreachable or not answering: counting per process until it is back.`,
      );
    },
    answered() {
      retryAt = 0;
      if (!down) return;
      down = false;
      log.info(`Rate-limit store (${location}) answering again: counting in it again.`);
    },
  };
}

/**
 * The rate limits' store. `keySecret` keys the hashes the keys are kept as; replicas sharing a
 * Redis must share it.
 */
export async function openRateLimitStore(
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
  keySecret: string,
): Promise<RateLimitStore> {
  const hashed = (key: string) => createHmac('sha256', keySecret).update(key).digest('base64url');
  const inMemory = limitersBy((duration) => new RateLimiterMemory({ points: 1, duration }));
  let count = async (key: string, windowMs: number) =>
    countOf(await inMemory(windowMs).penalty(hashed(key)));
  let shared: Pick<RateLimitStore, 'location' | 'ping' | 'close'> = {
    location: 'memory (per process)',
    close: async () => undefined,
  };

  if (redisUrl) {
    const location = `Redis at ${new URL(redisUrl).host}`;
    const redis = new Redis(redisUrl, {
      connectTimeout: REDIS_TIMEOUTS.connectMs,
      commandTimeout: REDIS_TIMEOUTS.commandMs,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    const health = redisHealth(redis, log, location);
    // ioredis keeps reconnecting on its own; a lost connection is a failure, a new one an answer.
    redis.on('error', (error: Error) => health.failed(error));
    redis.on('ready', () => health.answered());
    // A Redis still starting must not stop the server: the error above is logged and ioredis retries.
    await redis.connect().catch(() => undefined);
    const inRedis = limitersBy(
      (duration) =>
        new RateLimiterRedis({ storeClient: redis, keyPrefix: KEY_PREFIX, points: 1, duration }),
    );
    const countInMemory = count;
    count = async (key, windowMs) => {
      if (health.usable()) {
        try {
          const result = countOf(await inRedis(windowMs).penalty(hashed(key)));
          health.answered();
          return result;
        } catch (error) {
          health.failed(error instanceof Error ? error : new Error(String(error)));
        }
      }
      return countInMemory(key, windowMs);
    };
    shared = { location, ping: () => redis.ping(), close: async () => redis.disconnect() };
  }

  /** The plugin's store: a route's counts are kept apart by its method and address. */
  class RouteCounts implements FastifyRateLimitStore {
    constructor(private readonly route = '') {}

    incr(key: string, callback: (error: Error | null, result?: Count) => void, windowMs: number) {
      count(`${this.route}${key}`, windowMs).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** `routeInfo` is documented beside the store interface, not in its types. */
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { routeInfo } = options as { routeInfo?: { method?: string; url?: string } };
      return new RouteCounts(`${this.route}${routeInfo?.method ?? ''}${routeInfo?.url ?? ''}-`);
    }
  }

  return {
    ...shared,
    pluginOptions: { store: RouteCounts as unknown as FastifyRateLimitStoreCtor },
    counter: (name, windowMs) => ({
      hit: async (key) => (await count(`${name}:${key}`, windowMs)).current,
    }),
  };
}
