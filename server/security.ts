import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  /** CSP hashes of the built pages' inline scripts (server/inlineScripts.ts). */
  scriptHashes?: readonly string[];
  /** Extra origins the page may load scripts from or connect to (configured third-party vendors). */
  scriptOrigins?: readonly string[];
  connectOrigins?: readonly string[];
  frameOrigins?: readonly string[];
  imageOrigins?: readonly string[];
  styleOrigins?: readonly string[];
  fontOrigins?: readonly string[];
  mediaOrigins?: readonly string[];
  workerOrigins?: readonly string[];
  formOrigins?: readonly string[];
  upgradeInsecureRequests?: boolean;
}

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

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityOptions = {},
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true, preload: false },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
}
