import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import {
  fileHeaders,
  HOST_FILES,
  listSiteFiles,
  notFoundFileFor,
  notFoundHeaders,
  pageHeaders,
  pagesOf,
} from './staticRules';
import { errorBody } from './errors';
import { apiMessages } from './errors';
import { requestLocale } from './requestLocale';
import { canonicalRedirectTarget, pageFileRedirectTarget } from './canonicalPath';
import { isApiPath } from '../../shared/contracts/signupApi';
import { localeOfPath } from '../../shared/language/locales';
import { variantKeysToTry, variantRoute, variantsFolderOf } from '../../shared/pageVariants';
import { rememberAddressCurrency } from './currencyChoice';
import { chooseVariant, VARIANT_HEADERS } from './pageVariantChoice';

/**
 * Serves the built site by the rules of server/staticRules.ts, each page in the variant chosen for
 * the request (pageVariantChoice.ts) when the build wrote one.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  { distDir, siteOrigins = [] }: { distDir: string; siteOrigins?: readonly string[] },
) {
  const root = resolve(distDir);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No build found in ${root}. Run \`npm run build\` first.`);
  }
  const pages = pagesOf(await listSiteFiles(root));
  const variantsRoot = variantsFolderOf(root);
  const variantPages = existsSync(variantsRoot)
    ? pagesOf(await listSiteFiles(variantsRoot))
    : new Map<string, string>();
  const variantKeys = [
    ...new Set([...variantPages.keys()].map((route) => route.split('/')[1] ?? '')),
  ];

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
    const locale = localeOfPath(route);
    const hasVariants = variantKeys.some((key) => variantPages.has(variantRoute(key, route)));
    app.get(route, (request, reply) => {
      reply.headers(pageHeaders(route));
      rememberAddressCurrency(request, reply);
      if (!hasVariants) return reply.sendFile(file);
      reply.header('Vary', VARIANT_HEADERS);
      const variant = variantKeysToTry(chooseVariant(request, locale, siteOrigins))
        .map((key) => variantPages.get(variantRoute(key, route)))
        .find((page) => page !== undefined);
      return variant ? reply.sendFile(variant, variantsRoot) : reply.sendFile(file);
    });
  }

  app.setNotFoundHandler((request, reply) => sendNotFound(request, reply));
  return { pages: [...pages.keys()] };
}

/** An unknown address: the API's error shape under /api, else the 404 page of its language. */
function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  if (isApiPath(request.url)) {
    return reply.code(404).send(errorBody(apiMessages(requestLocale(request)).apiNotFound));
  }
  return reply.code(404).headers(notFoundHeaders()).sendFile(notFoundFileFor(request.url));
}
