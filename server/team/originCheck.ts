import type { onRequestAsyncHookHandler } from 'fastify';
import { TeamError } from './teamErrors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses (403) a request that changes something unless the browser says it comes from the site
 * itself (Origin is SITE_URL's origin): another site's form or script cannot act with the session.
 */
export function requireSiteOrigin(siteOrigin: string): onRequestAsyncHookHandler {
  return async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers.origin !== siteOrigin) throw new TeamError(403, 'originRefused');
  };
}
