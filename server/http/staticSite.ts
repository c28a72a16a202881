import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import {
  fileHeaders,
  HOST_FILES,
  listSiteFiles,
  notFoundHeaders,
  NOT_FOUND_FILE,
  pageHeaders,
  pagesOf,
} from './staticRules';
import { errorBody } from '../api/errors';
import { apiMessages } from '../../src/content/apiMessages';
import { canonicalRedirectTarget, pageFileRedirectTarget } from './canonicalPath';
import { isApiPath } from '../../src/facts/signupApi';

export interface StaticSiteOptions {
  distDir: string;
}

/** Serves the built site by the rules of server/staticRules.ts. */
export async function registerStaticSite(app: FastifyInstance, options: StaticSiteOptions) {
  const root = resolve(options.distDir);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No build found in ${root}. Run \`npm run build\` first.`);
  }
  const pages = pagesOf(await listSiteFiles(root));

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    redirect: false,
    preCompressed: true,
    allowedPath: (pathName) => !HOST_FILES.includes(pathName.replace(/^\/+/, '')),
    setHeaders: (reply, filePath) => {
      reply.headers(fileHeaders(relative(root, filePath).split(sep).join('/')));
    },
  });

  // One canonical form per page: no trailing slash (except the root), never to another site, and
  // not the page's file name (/pricing.html), as static hosts answer too.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const target =
      canonicalRedirectTarget(request.url) ?? pageFileRedirectTarget(request.url, pages);
    if (target !== undefined) return reply.redirect(target, 301);
  });

  for (const [route, file] of pages) {
    app.get(route, (_request, reply) => reply.headers(pageHeaders(route)).sendFile(file));
  }

  app.setNotFoundHandler((request, reply) => sendNotFound(request.url, reply));
  return { pages: [...pages.keys()] };
}

function sendNotFound(url: string, reply: FastifyReply) {
  if (isApiPath(url)) {
    return reply.code(404).send(errorBody(apiMessages.apiNotFound));
  }
  return reply.code(404).headers(notFoundHeaders()).sendFile(NOT_FOUND_FILE);
}
