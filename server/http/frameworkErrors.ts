import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { apiMessages, errorBody, teamErrorBody } from './errors';
import { defaultLocale } from '../../shared/language/locales';
import { requestLocale } from './requestLocale';
import { notFoundFileFor, TEAM_HEADERS } from './staticRules';
import { isApiPath } from '../../shared/contracts/signupApi';
import { isTeamApiPath } from '../../shared/contracts/teamConsole';

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`/api/%%32%65`) or a route parameter over
 * its length limit (a checkout id of hundreds of characters) is answered before routing, with no
 * hook run. These get the site's own answers instead of Fastify's JSON, with the security headers
 * (set here: no hook sets them), and never echo the address back. An id too long to exist is
 * simply not found: under /api and /team/api in their JSON error shape, as any other refusal
 * there (a 5,000-character delivery id once got the site's HTML 404 page).
 */
export function frameworkErrorHandler(
  distDir: string,
  securityHeaders: Readonly<Record<string, string>>,
) {
  const notFoundPages = new Map<string, Promise<string | undefined>>();
  const readNotFoundPage = (url: string) => {
    const file = notFoundFileFor(url);
    if (!notFoundPages.has(file)) {
      notFoundPages.set(
        file,
        readFile(join(distDir, file), 'utf8').catch(() => undefined),
      );
    }
    return notFoundPages.get(file);
  };

  return async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = statusFor(error);
    request.log.info({ code: error.code, status }, 'Request refused before routing');
    reply.headers(securityHeaders).code(status).header('Cache-Control', 'no-store');

    const messages = apiMessages(requestLocale(request));
    const refusal = status >= 500 ? messages.unexpected : messages.badRequest;
    if (isTeamApiPath(request.url)) {
      const key = status === 404 ? 'notFound' : status >= 500 ? 'unexpected' : 'badRequest';
      return reply
        .headers(TEAM_HEADERS)
        .type('application/json; charset=utf-8')
        .send(teamErrorBody(key));
    }
    if (isApiPath(request.url)) {
      return reply
        .type('application/json; charset=utf-8')
        .send(errorBody(status === 404 ? messages.apiNotFound : refusal));
    }
    const page = status === 404 ? await readNotFoundPage(request.url) : undefined;
    if (page !== undefined) {
      return reply.header('X-Robots-Tag', 'noindex').type('text/html; charset=utf-8').send(page);
    }
    return reply.type('text/plain; charset=utf-8').send(refusal);
  };
}

function statusFor(error: FastifyError): number {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return 404;
  if (error.code === 'FST_ERR_BAD_URL') return 400;
  return 500;
}

/**
 * Node's own answers, in English: the request they answer could not be read far enough to know
 * its language.
 */
const nodeMessages = apiMessages(defaultLocale);

/** Node's parser and timeout errors, answered before Fastify sees a request. */
const CLIENT_ERROR_ANSWERS: Readonly<Record<string, { status: number; message: string }>> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: nodeMessages.requestTimeout },
  HPE_HEADER_OVERFLOW: { status: 431, message: nodeMessages.headersTooLarge },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, message: nodeMessages.bodyTooLarge },
};

/**
 * Fastify's `clientErrorHandler`: Node's own answers to a request it cannot parse (400), one
 * whose headers or body never finish (408), headers too large (431) or chunk extensions too large
 * (413). They get the same security headers as every other answer and a fixed sentence: no stack
 * trace and nothing of what the client sent.
 */
export function clientErrorHandler(securityHeaders: Readonly<Record<string, string>>) {
  // Fastify calls it with the app as `this`.
  return function answerClientError(
    this: { log: Pick<FastifyBaseLogger, 'debug'> },
    error: Error & { code?: string },
    socket: Socket,
  ): void {
    // A reset connection has gone already; there is nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = CLIENT_ERROR_ANSWERS[error.code ?? ''] ?? {
      status: 400,
      message: nodeMessages.badRequest,
    };
    this.log.debug({ code: error.code, status }, 'Request refused by the HTTP parser');
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const headers = {
      ...securityHeaders,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(message)),
      'Cache-Control': 'no-store',
      Connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${message}`);
    socket.once('finish', () => socket.destroy());
  };
}
