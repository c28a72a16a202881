import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errorBody } from '../api/errors';
import { apiMessages } from '../../src/content/apiMessages';
import { isApiPath } from '../../src/facts/signupApi';

export interface FrameworkErrorOptions {
  distDir: string;
  writeSecurityHeaders(reply: FastifyReply): void;
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`/api/%%32%65`) or a route parameter over
 * its length limit (a checkout id of hundreds of characters) is answered before routing, with no
 * hook run. These get the site's own answers instead of Fastify's JSON, with the security headers,
 * and never echo the address back. An id too long to exist is simply not found.
 */
export function frameworkErrorHandler({ distDir, writeSecurityHeaders }: FrameworkErrorOptions) {
  let notFoundPage: Promise<string | undefined> | undefined;
  const readNotFoundPage = () =>
    (notFoundPage ??= readFile(join(distDir, '404.html'), 'utf8').catch(() => undefined));

  return async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = statusFor(error);
    request.log.info({ code: error.code, status }, 'Request refused before routing');
    writeSecurityHeaders(reply);
    reply.code(status).header('Cache-Control', 'no-store');

    if (isApiPath(request.url)) {
      const message =
        status === 404
          ? apiMessages.apiNotFound
          : status >= 500
            ? apiMessages.unexpected
            : apiMessages.badRequest;
      return reply.type('application/json; charset=utf-8').send(errorBody(message));
    }
    const page = status === 404 ? await readNotFoundPage() : undefined;
    if (page !== undefined) {
      return reply.header('X-Robots-Tag', 'noindex').type('text/html; charset=utf-8').send(page);
    }
    return reply
      .type('text/plain; charset=utf-8')
      .send(status >= 500 ? apiMessages.unexpected : apiMessages.badRequest);
  };
}

function statusFor(error: FastifyError): number {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return 404;
  if (error.code === 'FST_ERR_BAD_URL') return 400;
  return 500;
}
