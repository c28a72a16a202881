import { isIP } from 'node:net';
import { z } from 'zod';
import { vendorOrigins } from './vendors';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const schema = z.object({
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SITE_URL: z.url().default('http://localhost:3000'),
  DIST_DIR: z.string().trim().min(1).default('dist'),
  DATA_DIR: z.string().trim().min(1).default('data'),
  DATABASE_URL: optionalText,
  ALLOWED_ORIGINS: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PRICE_ID: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
  RATE_LIMIT_EXISTS_MAX: positiveInt(10),
  RATE_LIMIT_SIGNUP_MAX: positiveInt(20),
  RATE_LIMIT_EMAIL_MAX: positiveInt(10),
  TRUST_PROXY: optionalText,
  REQUEST_TIMEOUT_MS: positiveInt(15_000),
  HEADERS_TIMEOUT_MS: positiveInt(10_000),
  KEEP_ALIVE_TIMEOUT_MS: positiveInt(5_000),
  MAX_CONNECTIONS: positiveInt(500),
  MAX_REQUESTS_PER_SOCKET: positiveInt(1_000),
  DATABASE_TIMEOUT_MS: positiveInt(5_000),
  HEALTH_TIMEOUT_MS: positiveInt(2_000),
  VITE_CHECKOUT_COLLECTS_CARD: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ServerConfig = ReturnType<typeof parseConfig>;

/** Reads and validates the environment once; the result is passed to everything that needs it. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const siteOrigin = new URL(values.SITE_URL).origin;
  return {
    host: values.HOST,
    port: values.PORT,
    siteUrl: values.SITE_URL.replace(/\/+$/, ''),
    siteOrigin,
    distDir: values.DIST_DIR,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    allowedOrigins: values.ALLOWED_ORIGINS
      ? values.ALLOWED_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : [siteOrigin],
    stripe:
      values.STRIPE_SECRET_KEY && values.STRIPE_PRICE_ID
        ? {
            secretKey: values.STRIPE_SECRET_KEY,
            priceId: values.STRIPE_PRICE_ID,
            webhookSecret: values.STRIPE_WEBHOOK_SECRET,
          }
        : undefined,
    rateLimit: {
      windowMs: values.RATE_LIMIT_WINDOW_MS,
      existsMax: values.RATE_LIMIT_EXISTS_MAX,
      signupMax: values.RATE_LIMIT_SIGNUP_MAX,
      emailMax: values.RATE_LIMIT_EMAIL_MAX,
    },
    connections: {
      requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
      // A header timeout longer than the whole request's would never fire.
      headersTimeoutMs: Math.min(values.HEADERS_TIMEOUT_MS, values.REQUEST_TIMEOUT_MS),
      keepAliveTimeoutMs: values.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: values.MAX_CONNECTIONS,
      maxRequestsPerSocket: values.MAX_REQUESTS_PER_SOCKET,
    },
    database: {
      timeoutMs: values.DATABASE_TIMEOUT_MS,
      healthTimeoutMs: values.HEALTH_TIMEOUT_MS,
    },
    logLevel: values.LOG_LEVEL,
    /** CSP origins of the third-party vendors the site was built with (same VITE_* settings). */
    vendorOrigins: vendorOrigins(env),
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    // The same setting as the site's trial claim, so the claim and the checkout agree (decision 2).
    checkoutCollectsCard: values.VITE_CHECKOUT_COLLECTS_CARD !== 'false',
  };
}

/** Who may set X-Forwarded-For: Fastify's trustProxy, from TRUST_PROXY. */
export type TrustedProxies = false | string[] | ((address: string, hop: number) => boolean);

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or "false" (direct traffic); the proxies' addresses or CIDRs, comma-separated
 * ("10.0.0.0/8", "loopback"); or a hop count ("1": one proxy in front, whatever its address, which
 * is safe only when nothing can reach the server except through it). It decides the visitor
 * address the rate limits count. "true" is refused: it would trust the left-most X-Forwarded-For,
 * which any client writes itself, and so let every client pick its own address.
 */
function parseTrustProxy(value: string | undefined): TrustedProxies {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') {
    throw new Error(
      'Invalid configuration:\n  TRUST_PROXY: "true" would let any client choose the address the ' +
        "rate limits count. Give the proxies' addresses or CIDRs (e.g. 10.0.0.0/8, loopback) or " +
        'the number of proxies in front of the server (e.g. 1).',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops === 0 ? false : (_address, hop) => hop < hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0 || entries.length === 0) {
    throw new Error(
      `Invalid configuration:\n  TRUST_PROXY: ${invalid.join(', ') || 'empty'} is not a proxy ` +
        'address, CIDR range (10.0.0.0/8), "loopback", "linklocal", "uniquelocal" or a hop count.',
    );
  }
  return entries;
}
