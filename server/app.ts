import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { registerSecurityHeaders } from './security';
import { registerStaticSite } from './staticSite';

export interface AppOptions {
  config: ServerConfig;
  /** Pino logger settings; tests pass false. */
  logger?: boolean;
}

/** Builds the whole server (site and API) without listening, so tests can start it on any port. */
export async function buildApp({ config, logger = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: 16 * 1024,
    trustProxy: false,
    return503OnClosing: true,
  });

  await registerSecurityHeaders(app, {
    upgradeInsecureRequests: config.siteUrl.startsWith('https:'),
  });
  // Pages and assets are pre-compressed at build time; this covers API responses.
  await app.register(compress, { global: true, threshold: 1024 });
  app.get('/healthz', async () => ({ status: 'ok' }));
  await registerStaticSite(app, { distDir: config.distDir, noindexPaths: ['/confirmation'] });
  return app;
}
