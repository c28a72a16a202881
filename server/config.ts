import { checkStripePrices, stripeClient } from './payments/stripePrices';
import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_PORT, defaultHost, siteOriginsOf } from '../config/serverAddress';
import { isLoopbackUrl, siteUrlOf } from '../config/siteBuild';
import { site } from '../shared/facts/brand';
import type { TrustedProxies } from './http/connectionLimits';
import { vendorOrigins } from './http/vendors';
import { weakSecrets } from '../config/secretStrength';
import type { Environment } from '../config/environment';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** A comma-separated setting's entries, trimmed, empty ones left out. */
const commaList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** What NODE_ENV may say; unset is development. */
export const nodeEnvironments = ['development', 'production', 'test'] as const;

/** Days of the week in the order of Date#getUTCDay. */
export const weekdays = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;

const invalid = (problems: string[]) =>
  new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);

const schema = z.object({
  HOST: optionalText,
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
  SITE_URL: optionalText.pipe(z.url().optional()),
  DIST_DIR: z.string().trim().min(1).default('dist'),
  DATA_DIR: z.string().trim().min(1).default('data'),
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  ALLOWED_ORIGINS: optionalText,
  NODE_ENV: optionalText.pipe(
    z
      .enum(nodeEnvironments, {
        error: `must be ${nodeEnvironments.join(', ')} or unset (development)`,
      })
      .optional(),
  ),
  CHECKOUT: optionalText.pipe(z.enum(['stripe', 'test']).optional()),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PRICE_MONTHLY: optionalText,
  STRIPE_PRICE_ANNUAL: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalText,
  // The sign-in address the site links to is the one the welcome e-mail names.
  APP_URL: optionalText.pipe(z.url().default(site.appUrl)),
  PLATFORM_SIGNING_SECRET: optionalText,
  PLATFORM_WEBHOOK_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  PLATFORM_WEBHOOK_SECRET: optionalText.pipe(
    z.string().startsWith('whsec_', 'must be the whsec_… secret').optional(),
  ),
  DELIVERY_MAX_ATTEMPTS: positiveInt(10),
  DELIVERY_RETRY_BASE_MS: positiveInt(30_000),
  DELIVERY_POLL_MS: positiveInt(3_000),
  /** Renewed every third of it while an attempt is in hand: a crashed worker's claim lapses soon. */
  DELIVERY_LEASE_MS: z.coerce.number().int().min(1_000).default(6_000),
  DELIVERY_WORKER_ID: optionalText,
  RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
  RATE_LIMIT_EXISTS_MAX: positiveInt(10),
  RATE_LIMIT_SIGNUP_MAX: positiveInt(20),
  RATE_LIMIT_EMAIL_MAX: positiveInt(10),
  RATE_LIMIT_BEACON_MAX: positiveInt(120),
  RATE_LIMIT_NEW_NAMES_MAX: positiveInt(3),
  TRUST_PROXY: optionalText,
  REQUEST_TIMEOUT_MS: positiveInt(15_000),
  HEADERS_TIMEOUT_MS: positiveInt(10_000),
  KEEP_ALIVE_TIMEOUT_MS: positiveInt(5_000),
  MAX_CONNECTIONS: positiveInt(500),
  MAX_CONNECTIONS_PER_CLIENT: positiveInt(64),
  SHUTDOWN_GRACE_MS: positiveInt(20_000),
  MAX_REQUESTS_PER_SOCKET: positiveInt(1_000),
  DATABASE_TIMEOUT_MS: positiveInt(5_000),
  HEALTH_TIMEOUT_MS: positiveInt(2_000),
  VISIT_EVENTS_RETENTION_DAYS: positiveInt(30),
  WEEKLY_REPORT_DAY: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(
      z.enum([...weekdays, 'off'], { error: `must be a weekday (${weekdays.join(', ')}) or off` }),
    )
    .default('monday'),
  VITE_CHECKOUT_COLLECTS_CARD: optionalText,
  /** Who may sign in to the team's console, comma-separated. */
  TEAM_EMAILS: optionalText,
  TEAM_SESSION_KEY: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The editor at /admin: its GitHub sign-in (an OAuth app) and where it commits. */
  CMS_GITHUB_CLIENT_ID: optionalText,
  CMS_GITHUB_CLIENT_SECRET: optionalText,
  CMS_GITHUB_REPO: optionalText.pipe(
    z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, 'must be the repository as owner/name')
      .optional(),
  ),
  CMS_GITHUB_BRANCH: optionalText.pipe(z.string().default('main')),
  /** GitHub itself, or a GitHub Enterprise Server's address. */
  CMS_GITHUB_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).default('https://github.com')),
  /** Development only: the working copy the editor saves into (default: the current folder). */
  CMS_LOCAL_DIR: optionalText,
});

export type ServerConfig = ReturnType<typeof parseConfig>;

/** Reads and validates the environment once; the result is passed to everything that needs it. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw invalid(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  // The build's own rule: unset, the site is this server on this machine, where it listens, so
  // the test checkout and Stripe's return addresses come back to it.
  const siteUrl = siteUrlOf({
    SITE_URL: values.SITE_URL,
    HOST: values.HOST,
    PORT: String(values.PORT),
  });
  const siteOrigin = new URL(siteUrl).origin;
  const problems = settingProblems(values);
  if (problems.length > 0) throw invalid(problems);
  const production = values.NODE_ENV === 'production';
  return {
    /** Unset: every loopback address in development, 127.0.0.1 in production. */
    host: values.HOST ?? defaultHost(production),
    port: values.PORT,
    siteUrl,
    siteOrigin,
    /** Where the site's own pages are: SITE_URL's origin, and on this machine its twin. */
    siteOrigins: siteOriginsOf(siteOrigin),
    distDir: values.DIST_DIR,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    /** Rate limits shared by every replica through Redis; without it, counted per process. */
    redisUrl: values.REDIS_URL,
    allowedOrigins: values.ALLOWED_ORIGINS ? commaList(values.ALLOWED_ORIGINS) : [siteOrigin],
    production,
    /** The test checkout runs when asked for, or when Stripe is not configured. */
    checkout:
      values.CHECKOUT ?? (values.STRIPE_SECRET_KEY ? ('stripe' as const) : ('test' as const)),
    /** Whether CHECKOUT was set: production runs the test checkout only when told to. */
    checkoutChosen: values.CHECKOUT !== undefined,
    stripe:
      values.STRIPE_SECRET_KEY && values.STRIPE_PRICE_MONTHLY && values.STRIPE_PRICE_ANNUAL
        ? {
            secretKey: values.STRIPE_SECRET_KEY,
            prices: { monthly: values.STRIPE_PRICE_MONTHLY, annual: values.STRIPE_PRICE_ANNUAL },
            webhookSecret: values.STRIPE_WEBHOOK_SECRET,
            apiUrl: values.STRIPE_API_URL,
          }
        : undefined,
    delivery: {
      smtpUrl: values.SMTP_URL,
      mailFrom: values.MAIL_FROM ?? `${site.brandName} <${site.supportEmail}>`,
      appUrl: values.APP_URL.replace(/\/+$/, ''),
      signingSecret: values.PLATFORM_SIGNING_SECRET,
      platformWebhook:
        values.PLATFORM_WEBHOOK_URL && values.PLATFORM_WEBHOOK_SECRET
          ? { url: values.PLATFORM_WEBHOOK_URL, secret: values.PLATFORM_WEBHOOK_SECRET }
          : undefined,
      retry: {
        maxAttempts: values.DELIVERY_MAX_ATTEMPTS,
        baseDelayMs: values.DELIVERY_RETRY_BASE_MS,
        maxDelayMs: 6 * 60 * 60 * 1000,
      },
      pollMs: values.DELIVERY_POLL_MS,
      leaseMs: values.DELIVERY_LEASE_MS,
      workerId: values.DELIVERY_WORKER_ID,
    },
    rateLimit: {
      windowMs: values.RATE_LIMIT_WINDOW_MS,
      existsMax: values.RATE_LIMIT_EXISTS_MAX,
      signupMax: values.RATE_LIMIT_SIGNUP_MAX,
      emailMax: values.RATE_LIMIT_EMAIL_MAX,
      /** Visit-counting beacons per client and window, counted in this process; more are dropped. */
      beaconMax: values.RATE_LIMIT_BEACON_MAX,
      /** Sources, campaigns, referrers and pages new to the day one client may bring, per kind. */
      newNamesMax: values.RATE_LIMIT_NEW_NAMES_MAX,
    },
    connections: {
      requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
      // A header timeout longer than the whole request's would never fire.
      headersTimeoutMs: Math.min(values.HEADERS_TIMEOUT_MS, values.REQUEST_TIMEOUT_MS),
      keepAliveTimeoutMs: values.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: values.MAX_CONNECTIONS,
      maxConnectionsPerClient: values.MAX_CONNECTIONS_PER_CLIENT,
      maxRequestsPerSocket: values.MAX_REQUESTS_PER_SOCKET,
    },
    /** How long a stopping server may take; longer than the request timeout (settingProblems). */
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    database: {
      timeoutMs: values.DATABASE_TIMEOUT_MS,
      healthTimeoutMs: values.HEALTH_TIMEOUT_MS,
    },
    /** Days raw visit rows are kept; older days remain as daily roll-ups. */
    visitEventsRetentionDays: values.VISIT_EVENTS_RETENTION_DAYS,
    /** The UTC weekday (0 Sunday … 6 Saturday) the team's weekly report is sent on; undefined: off. */
    weeklyReportDay:
      values.WEEKLY_REPORT_DAY === 'off'
        ? undefined
        : (weekdays as readonly string[]).indexOf(values.WEEKLY_REPORT_DAY),
    logLevel: values.LOG_LEVEL,
    team: {
      /** In lower case: an address is listed whatever its case. */
      emails: [...new Set(commaList(values.TEAM_EMAILS).map((email) => email.toLowerCase()))],
      sessionKey: values.TEAM_SESSION_KEY,
    },
    editor: editorSettings(values),
    /** CSP origins of the third-party vendors the site was built with (same VITE_* settings). */
    vendorOrigins: vendorOrigins(env),
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    // The same setting as the site's trial claim, so the claim and the checkout agree (docs/decisions.md#trial-claim-and-the-card-checkout).
    checkoutCollectsCard: values.VITE_CHECKOUT_COLLECTS_CARD !== 'false',
  };
}

/** The GitHub settings that must come together for the editor's sign-in. */
const EDITOR_GITHUB_SETTINGS = [
  'CMS_GITHUB_CLIENT_ID',
  'CMS_GITHUB_CLIENT_SECRET',
  'CMS_GITHUB_REPO',
] as const;

/**
 * The editor at /admin (server/admin/): in production it commits through GitHub, once the OAuth
 * app and the repository are set (otherwise /admin says what is missing); in development it saves
 * into the working copy and never reaches GitHub.
 */
function editorSettings(values: z.output<typeof schema>) {
  const { CMS_GITHUB_CLIENT_ID: clientId, CMS_GITHUB_CLIENT_SECRET: clientSecret } = values;
  const repo = values.CMS_GITHUB_REPO;
  const url = values.CMS_GITHUB_URL.replace(/\/+$/, '');
  return {
    github:
      clientId && clientSecret && repo
        ? {
            clientId,
            clientSecret,
            repo,
            branch: values.CMS_GITHUB_BRANCH,
            url,
            // GitHub's API has its own host; a GitHub Enterprise Server's lives under /api/v3.
            apiRoot: url === 'https://github.com' ? 'https://api.github.com' : `${url}/api/v3`,
          }
        : undefined,
    /**
     * Where the editor saves: only in development (NODE_ENV development or unset) on a server that
     * listens on this machine's loopback alone, so no other machine can reach the working copy.
     */
    localDir:
      (values.NODE_ENV ?? 'development') === 'development' && isLoopbackHost(values.HOST)
        ? (values.CMS_LOCAL_DIR ?? process.cwd())
        : undefined,
  };
}

/** Settings that make no sense together: the server never starts half-configured. */
function settingProblems(values: z.output<typeof schema>): string[] {
  const problems: string[] = [];
  if (values.STRIPE_SECRET_KEY && (!values.STRIPE_PRICE_MONTHLY || !values.STRIPE_PRICE_ANNUAL)) {
    problems.push(
      'STRIPE_SECRET_KEY needs both prices: STRIPE_PRICE_MONTHLY and STRIPE_PRICE_ANNUAL',
    );
  }
  if (values.CHECKOUT === 'stripe' && !values.STRIPE_SECRET_KEY) {
    problems.push('CHECKOUT=stripe needs STRIPE_SECRET_KEY and the prices');
  }
  if (values.PLATFORM_WEBHOOK_URL && !values.PLATFORM_WEBHOOK_SECRET) {
    problems.push(
      'PLATFORM_WEBHOOK_URL needs PLATFORM_WEBHOOK_SECRET (whsec_…) to sign its events',
    );
  }
  const unreadable = commaList(values.TEAM_EMAILS).filter(
    (entry) => !z.email().safeParse(entry).success,
  );
  if (unreadable.length > 0) {
    problems.push(`TEAM_EMAILS: ${unreadable.join(', ')} is not an e-mail address`);
  }
  const editorGitHub = EDITOR_GITHUB_SETTINGS.filter((name) => values[name] !== undefined);
  if (editorGitHub.length > 0 && editorGitHub.length < EDITOR_GITHUB_SETTINGS.length) {
    const missing = EDITOR_GITHUB_SETTINGS.filter((name) => values[name] === undefined);
    problems.push(
      `The editor's GitHub sign-in needs ${EDITOR_GITHUB_SETTINGS.join(', ')} together; ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set`,
    );
  }
  if (values.SHUTDOWN_GRACE_MS <= values.REQUEST_TIMEOUT_MS) {
    problems.push(
      `SHUTDOWN_GRACE_MS (${values.SHUTDOWN_GRACE_MS}) must be longer than REQUEST_TIMEOUT_MS (${values.REQUEST_TIMEOUT_MS}), so every request started before a shutdown ends before it`,
    );
  }
  return problems;
}

/**
 * Why a production server must not start, in one line, or undefined. Production never hands out
 * trials without payment unless told to (CHECKOUT=test), never takes Stripe checkouts it could
 * not complete, and never signs sign-in links with a secret made up on one machine.
 */
export function productionRefusal(config: ServerConfig): string | undefined {
  if (!config.production) return undefined;
  if (config.checkout === 'test' && !config.checkoutChosen) {
    return 'Refusing to start: NODE_ENV=production without Stripe (STRIPE_SECRET_KEY, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_ANNUAL) would give trials away on the test checkout; configure Stripe, or set CHECKOUT=test to run the test checkout on purpose.';
  }
  if (config.checkout === 'stripe' && !config.stripe?.webhookSecret) {
    return 'Refusing to start: Stripe is configured without STRIPE_WEBHOOK_SECRET, so no checkout could ever complete; set the signing secret of the /api/stripe/webhook endpoint.';
  }
  if (!config.delivery.signingSecret) {
    return 'Refusing to start: NODE_ENV=production needs PLATFORM_SIGNING_SECRET, the secret the platform verifies sign-in links with.';
  }
  // Its strength, as every secret's, is judged by weakSecrets (config/secretStrength.ts).
  // Over loopback (a stand-in GitHub on this machine) nothing travels on a network.
  if (config.editor.github?.url.startsWith('http:') && !isLoopbackUrl(config.editor.github.url)) {
    return `Refusing to start: CMS_GITHUB_URL is ${config.editor.github.url}; the editor's sign-in would send its client secret in clear. Give the GitHub (Enterprise Server) address with https://.`;
  }
  if (config.stripe?.apiUrl?.startsWith('http:') && !isLoopbackUrl(config.stripe.apiUrl)) {
    return `Refusing to start: STRIPE_API_URL is ${config.stripe.apiUrl}; the secret key would travel in clear. Leave it unset (Stripe's own API) or give an https:// address.`;
  }
  if (config.team.emails.length > 0 && !config.team.sessionKey) {
    return "Refusing to start: TEAM_EMAILS is set and TEAM_SESSION_KEY is not; the team console's sessions need a strong key, e.g. TEAM_SESSION_KEY=$(openssl rand -base64 32).";
  }
  return undefined;
}

/** A configuration error in one line: its problems joined, for a log line or a terminal. */
export const oneLine = (message: string) => message.replace(/:\n\s+/, ': ').replace(/\n\s+/g, '; ');

/** What the server does with a configuration: stop with one line, or start, maybe with warnings. */
export type Startup = { refusal: string } | { config: ServerConfig; warnings: string[] };

/**
 * The start-up verdict on an environment (server/serverProcess.ts prints it). A configuration the
 * server must not run with is refused in one line; in development a weak secret only warns.
 */
export async function checkStartup(
  env: Environment,
  { readPrices = readStripePrices }: { readPrices?: PriceReader } = {},
): Promise<Startup> {
  try {
    const config = parseConfig(env);
    const weak = await weakSecrets(env);
    const refusal =
      productionRefusal(config) ??
      (config.production && weak[0] ? `Refusing to start: ${weak[0]}` : undefined) ??
      (await pricesRefusal(config, readPrices));
    if (refusal) return { refusal };
    return { config, warnings: weak.map((line) => `Warning: ${line}`) };
  } catch (error) {
    return { refusal: oneLine(error instanceof Error ? error.message : String(error)) };
  }
}

/** Every difference between the configured Stripe Prices and the facts (empty: charged as shown). */
export type PriceReader = (stripe: NonNullable<ServerConfig['stripe']>) => Promise<string[]>;

const readStripePrices: PriceReader = (stripe) =>
  checkStripePrices(stripeClient(stripe), stripe.prices);

/**
 * Production with Stripe starts only when its Prices charge what the pages show, in every
 * currency (`npm run stripe:check` says the same at any time); a Price it cannot read is refused
 * too, since nothing then says what a visitor would be charged.
 */
async function pricesRefusal(
  config: ServerConfig,
  readPrices: PriceReader,
): Promise<string | undefined> {
  if (!config.production || config.checkout !== 'stripe' || !config.stripe) return undefined;
  let differences: string[];
  try {
    differences = await readPrices(config.stripe);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `Refusing to start: the Stripe Prices could not be read (${reason}), so nothing says they charge what the site shows; check STRIPE_SECRET_KEY and the prices, then npm run stripe:check.`;
  }
  if (differences.length === 0) return undefined;
  return `Refusing to start: Stripe would not charge what the site shows: ${differences.join('; ')}. Run npm run stripe:setup, or correct the Prices in Stripe.`;
}

/** Whether HOST (unset in development: every loopback address) reaches this machine only. */
function isLoopbackHost(host: string | undefined): boolean {
  if (host === undefined || host === 'localhost') return true;
  const plain = host.replace(/^\[|\]$/g, '');
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
}

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
    throw invalid([
      'TRUST_PROXY: "true" would let any client choose the address the rate limits count. Give ' +
        "the proxies' addresses or CIDRs (e.g. 10.0.0.0/8, loopback) or the number of proxies in " +
        'front of the server (e.g. 1).',
    ]);
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops === 0 ? false : (_address, hop) => hop < hops;
  }
  const entries = commaList(value);
  const unreadable = entries.filter((entry) => !isAddressOrRange(entry));
  if (unreadable.length > 0 || entries.length === 0) {
    throw invalid([
      `TRUST_PROXY: ${unreadable.join(', ') || 'empty'} is not a proxy address, CIDR range ` +
        '(10.0.0.0/8), "loopback", "linklocal", "uniquelocal" or a hop count.',
    ]);
  }
  return entries;
}
