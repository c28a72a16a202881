import type { FastifyInstance } from 'fastify';
import { inlineScriptHashes } from './inlineScripts';
import { variantsFolderOf } from '../../shared/pageVariants';
import type { VendorOrigins } from './vendors';

/** What the policy allows besides our own origin: the vendors' origins, hashes, HTTPS upgrades. */
export type SecurityOptions = Partial<Readonly<VendorOrigins>> & {
  /** CSP hashes of the built pages' inline scripts (inlineScripts.ts). */
  scriptHashes?: readonly string[];
  upgradeInsecureRequests?: boolean;
};

export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * The Content-Security-Policy directives: scripts only from our origin, configured vendors and the
 * build's own inline scripts, each named by its hash.
 */
export function contentSecurityPolicy(options: SecurityOptions = {}): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...(options.formOrigins ?? [])],
    'script-src': ["'self'", ...(options.scriptOrigins ?? []), ...(options.scriptHashes ?? [])],
    // Radix positions sliders and locks scroll through inline styles; scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'", ...(options.styleOrigins ?? [])],
    'img-src': ["'self'", 'data:', ...(options.imageOrigins ?? [])],
    'font-src': ["'self'", ...(options.fontOrigins ?? [])],
    'connect-src': ["'self'", ...(options.connectOrigins ?? [])],
    'frame-src': options.frameOrigins?.length ? [...options.frameOrigins] : ["'none'"],
    'manifest-src': ["'self'"],
  };
  if (options.mediaOrigins?.length) directives['media-src'] = ["'self'", ...options.mediaOrigins];
  if (options.workerOrigins?.length) {
    directives['worker-src'] = ["'self'", ...options.workerOrigins];
  }
  if (options.upgradeInsecureRequests) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * The options the configuration and the build give: the built-in vendors' hosts, the hashes of the
 * built pages' inline scripts, and HTTPS upgrades on an https site. The server and the
 * static-hosting files (scripts/write-host-files.ts) both start from here.
 */
export function securityOptionsFor(config: {
  vendorOrigins: VendorOrigins;
  siteUrl: string;
  distDir: string;
}): SecurityOptions {
  return {
    ...config.vendorOrigins,
    scriptHashes: [
      ...new Set([
        ...inlineScriptHashes(config.distDir),
        ...inlineScriptHashes(variantsFolderOf(config.distDir)),
      ]),
    ].sort(),
    upgradeInsecureRequests: config.siteUrl.startsWith('https:'),
  };
}

/**
 * Every security header of every response, as data: the Fastify server sends these, and the
 * static-hosting files (dist/_headers, the Caddyfile) are written from the same map, so a CDN or
 * Caddy in front of dist/ sends exactly what the server does. The values are Helmet's defaults
 * with a strict CSP, a two-year HSTS and no framing.
 */
export function securityHeaders(options: SecurityOptions = {}): Record<string, string> {
  return {
    // One header value, directives separated by `;` (Helmet's format).
    'Content-Security-Policy': Object.entries(contentSecurityPolicy(options))
      .map(([name, values]) => [name, ...values].join(' '))
      .join(';'),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    'X-Frame-Options': 'DENY',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-XSS-Protection': '0',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/** Sends the security headers on every response, set before routing so errors carry them too. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityOptions = {},
): Promise<void> {
  const headers = securityHeaders(options);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
