/**
 * Where the rate limits count: in this process's memory, or, with REDIS_URL, in Redis, shared by
 * every replica behind the load balancer (otherwise each replica would allow its own quota).
 *
 * A dead or stalled Redis never holds a request: connecting gives up after 1 s, a command after
 * 500 ms, and while disconnected a command fails at once instead of waiting in a queue. The
 * limits then fail open: requests pass uncounted and the outage is logged. They slow down abuse
 * (e-mail probing, signup floods); they are not what keeps signups correct (the database is), so
 * an outage of the limiter must not become an outage of signups.
 */
import type { FastifyBaseLogger } from 'fastify';
import Redis from 'ioredis';

export interface RateLimitStore {
  /** Options for @fastify/rate-limit: the Redis store, or none for its in-memory default. */
  pluginOptions: { redis?: Redis; nameSpace?: string; skipOnError?: boolean };
  /** Where the counts are kept, for the start-up log (no password). */
  location: string;
  /** Asks Redis for a PONG (none when the counts are kept in memory). */
  ping?: () => Promise<unknown>;
  close(): Promise<void>;
}

export const REDIS_TIMEOUTS = { connectMs: 1_000, commandMs: 500 } as const;

export async function openRateLimitStore(
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
): Promise<RateLimitStore> {
  if (!redisUrl) {
    return { pluginOptions: {}, location: 'memory (per process)', close: async () => undefined };
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
  // ioredis keeps reconnecting on its own; one line when the store goes away, one when it is back.
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.error(
      { err: { message: error.message } },
      `Rate-limit store (${location}) unreachable: requests pass uncounted until it is back.`,
    );
  });
  redis.on('ready', () => {
    if (down) log.info(`Rate-limit store (${location}) reachable again.`);
    down = false;
  });
  // A Redis still starting must not stop the server: the error above is logged and ioredis retries.
  await redis.connect().catch(() => undefined);
  return {
    pluginOptions: { redis, nameSpace: 'adhelm-rate-limit:', skipOnError: true },
    location,
    ping: () => redis.ping(),
    close: async () => redis.disconnect(),
  };
}
