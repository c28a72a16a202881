/**
 * Where the rate limits count: in this process's memory, or, with REDIS_URL, in Redis, shared by
 * every replica behind the load balancer (otherwise each replica would allow its own quota).
 *
 * A dead or frozen Redis never holds a request and never lifts the limits: connecting gives up
 * after 1 s, a command after 500 ms, and while Redis is away each process counts in its own memory
 * (per-process limits, as without REDIS_URL), trying Redis again every few seconds. Losing Redis
 * is logged once, and so is its return. The limits slow down abuse (e-mail probing, signup
 * floods); they are not what keeps signups correct (the database is), so an outage of the limiter
 * must not become an outage of signups.
 */
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import Redis from 'ioredis';

/** Counts events per key within a window, where the rate limits count. */
export interface WindowCounter {
  /** Counts one event for `key`; resolves to the events in its window, this one included. */
  hit(key: string): Promise<number>;
}

export interface RateLimitStore {
  /** Options for @fastify/rate-limit: the Redis store with its fallback, or its in-memory default. */
  pluginOptions: { store?: FastifyRateLimitStoreCtor };
  /**
   * A counter of its own (`name` keeps its keys apart), for a limit no route decides, such as
   * sign-in mails per recipient: in Redis with REDIS_URL (shared by the replicas, per process
   * while Redis is away), in this process's memory without.
   */
  counter(name: string, windowMs: number): WindowCounter;
  /** Where the counts are kept, for the start-up log (no password). */
  location: string;
  /** Asks Redis for a PONG (none when the counts are kept in memory). */
  ping?: () => Promise<unknown>;
  close(): Promise<void>;
}

export const REDIS_TIMEOUTS = { connectMs: 1_000, commandMs: 500, retryAfterFailureMs: 5_000 };

type StoreCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type StoreMethod = (key: string, callback: StoreCallback, timeWindow: number, max: number) => void;
type ReadableStore = FastifyRateLimitStore & { read?: StoreMethod };
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** Whether Redis answers, with one log line each time that changes. */
class RedisHealth {
  private down = false;
  private retryAt = 0;

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
    private readonly location: string,
  ) {}

  usable(): boolean {
    return this.redis.status === 'ready' && performance.now() >= this.retryAt;
  }

  failed(error: Error): void {
    this.retryAt = performance.now() + REDIS_TIMEOUTS.retryAfterFailureMs;
    if (this.down) return;
    this.down = true;
    this.log.error(
      { err: { message: error.message } },
      `Rate-limit store (${this.location}) unreachable or not answering: counting per process until it is back.`,
    );
  }

  answered(): void {
    this.retryAt = 0;
    if (!this.down) return;
    this.down = false;
    this.log.info(`Rate-limit store (${this.location}) answering again: counting in it again.`);
  }
}

/** Counts in Redis while it answers, and in this process's memory while it does not. */
class RedisWithFallback implements FastifyRateLimitStore {
  readonly incr: StoreMethod;
  readonly read: StoreMethod;

  constructor(
    private readonly shared: ReadableStore,
    private readonly local: ReadableStore,
    private readonly health: RedisHealth,
  ) {
    this.incr = this.either('incr');
    this.read = this.either('read');
  }

  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    return new RedisWithFallback(
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.health,
    );
  }

  private either(method: 'incr' | 'read'): StoreMethod {
    return (key, callback, timeWindow, max) => {
      const count = (store: ReadableStore, done: StoreCallback) => {
        const run = store[method];
        if (run) run.call(store, key, done, timeWindow, max);
        else done(null, { current: 0, ttl: 0 });
      };
      if (!this.health.usable()) return count(this.local, callback);
      count(this.shared, (error, result) => {
        if (!error) {
          this.health.answered();
          return callback(null, result);
        }
        this.health.failed(error);
        count(this.local, callback);
      });
    };
  }
}

/** What the plugin passes a store's constructor besides its options: each limit's window rules. */
interface WindowRules {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/** A counter over one of the plugin's stores. */
function windowCounter(store: FastifyRateLimitStore, windowMs: number): WindowCounter {
  return {
    hit: (key) =>
      new Promise((resolve, reject) => {
        store.incr(
          key,
          (error, result) =>
            error || !result ? reject(error ?? new Error('No count')) : resolve(result.current),
          windowMs,
          Number.MAX_SAFE_INTEGER,
        );
      }),
  };
}

export async function openRateLimitStore(
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
): Promise<RateLimitStore> {
  if (!redisUrl) {
    return {
      pluginOptions: {},
      counter: (_name, windowMs) => windowCounter(new LocalStore(false, false), windowMs),
      location: 'memory (per process)',
      close: async () => undefined,
    };
  }
  const url = new URL(redisUrl);
  const location = `Redis at ${url.host}`;
  const redis = new Redis(redisUrl, {
    connectTimeout: REDIS_TIMEOUTS.connectMs,
    commandTimeout: REDIS_TIMEOUTS.commandMs,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  const health = new RedisHealth(redis, log, location);
  // ioredis keeps reconnecting on its own; a lost connection is a failure, a new one an answer.
  redis.on('error', (error: Error) => health.failed(error));
  redis.on('ready', () => health.answered());
  // A Redis still starting must not stop the server: the error above is logged and ioredis retries.
  await redis.connect().catch(() => undefined);

  // The plugin constructs its store itself, from its global parameters.
  class Store extends RedisWithFallback {
    constructor(options: FastifyRateLimitOptions) {
      const { continueExceeding, exponentialBackoff } = options as WindowRules;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, 'adhelm-rate-limit:'),
        new LocalStore(continueExceeding, exponentialBackoff),
        health,
      );
    }
  }
  return {
    pluginOptions: { store: Store },
    counter: (name, windowMs) =>
      windowCounter(
        new RedisWithFallback(
          new RedisStore(false, false, redis, `adhelm-rate-limit:${name}:`),
          new LocalStore(false, false),
          health,
        ),
        windowMs,
      ),
    location,
    ping: () => redis.ping(),
    close: async () => redis.disconnect(),
  };
}
