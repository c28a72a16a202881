import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

export interface SecurityOptions {
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

/** The Content-Security-Policy directives: scripts only from our origin and configured vendors. */
export function contentSecurityPolicy(options: SecurityOptions = {}): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...(options.formOrigins ?? [])],
    'script-src': ["'self'", ...(options.scriptOrigins ?? [])],
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

function helmetOptions(options: SecurityOptions) {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true, preload: false },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  } as const;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityOptions = {},
): Promise<void> {
  await app.register(fastifyHelmet, helmetOptions(options));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
}

/**
 * The same headers for the few answers that skip the request hooks: Fastify answers a URL it
 * cannot decode, or a route parameter over its length limit, before any hook runs.
 */
export function securityHeaderWriter(options: SecurityOptions = {}): (reply: FastifyReply) => void {
  const middleware = helmet(helmetOptions(options));
  return (reply) => {
    // Helmet's middleware only sets headers, and calls back synchronously.
    middleware(reply.request.raw, reply.raw, (error?: unknown) => {
      if (error) throw error;
    });
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  };
}
