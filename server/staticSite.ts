import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { errorBody } from './api/errors';
import { messages } from './api/messages';
import { canonicalRedirectTarget } from './canonicalPath';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';
const SHORT_CACHE = 'public, max-age=3600';

export interface StaticSiteOptions {
  distDir: string;
  /** Paths served with `X-Robots-Tag: noindex` besides the 404 page. */
  noindexPaths?: readonly string[];
}

/** Maps each prerendered page to its route: dist/pricing/index.html -> /pricing. */
async function findPages(root: string): Promise<Map<string, string>> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  const pages = new Map<string, string>();
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const file = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
    const route = `/${file.replace(/\/?index\.html$/, '')}`;
    pages.set(route, file);
  }
  return pages;
}

function cacheControlFor(filePath: string): string {
  const original = filePath.replace(/\.(br|gz)$/, '');
  if (original.includes(`${sep}assets${sep}`)) return IMMUTABLE_CACHE;
  if (original.endsWith('.html')) return REVALIDATE_CACHE;
  return SHORT_CACHE;
}

export async function registerStaticSite(app: FastifyInstance, options: StaticSiteOptions) {
  const root = resolve(options.distDir);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No build found in ${root}. Run \`npm run build\` first.`);
  }
  const pages = await findPages(root);
  const noindex = new Set(options.noindexPaths ?? []);

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    redirect: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(filePath));
    },
  });

  // One canonical form per page: no trailing slash (except the root), never to another site.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const target = canonicalRedirectTarget(request.url);
    if (target !== undefined) return reply.redirect(target, 301);
  });

  for (const [route, file] of pages) {
    app.get(route, (_request, reply) => {
      if (noindex.has(route)) reply.header('X-Robots-Tag', 'noindex');
      return reply.sendFile(file);
    });
  }

  app.setNotFoundHandler((request, reply) => sendNotFound(request.url, reply));
  return { pages: [...pages.keys()] };
}

function sendNotFound(url: string, reply: FastifyReply) {
  if (url.startsWith('/api/')) {
    return reply.code(404).send(errorBody(messages.apiNotFound));
  }
  return reply.code(404).header('X-Robots-Tag', 'noindex').sendFile('404.html');
}
