import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiMessages } from './errors';
import { requestLocale } from './requestLocale';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers 503 (Connection: close) to every request not answered yet; returns how many. */
    answerOpenRequests(): number;
  }
}

/**
 * Shutdown without leaving anyone unanswered. Once the app starts closing, a new request on a kept
 * connection, and a request whose body is still arriving (a slow upload: nothing has been done
 * with it yet), are answered 503 with `Connection: close` at once, so the client retries
 * elsewhere. Requests already being handled may finish; whatever is still open when the grace
 * runs out gets the same 503 from `app.answerOpenRequests()`. Every 503 carries the security headers.
 */
export function answerOpenRequestsOnClose(
  app: FastifyInstance,
  securityHeaders: Readonly<Record<string, string>>,
): void {
  /** Each open request, and whether its body has been read (it reached its handler). */
  const open = new Map<FastifyReply, 'receiving' | 'handling'>();
  let closing = false;

  const answer = (reply: FastifyReply) => {
    open.delete(reply);
    if (reply.sent || reply.raw.headersSent || reply.raw.destroyed) return false;
    // Taken out of Fastify's hands: a handler that finishes later cannot answer twice.
    reply.hijack();
    const body = apiMessages(requestLocale(reply.request)).restarting;
    reply.raw.writeHead(503, STATUS_CODES[503], {
      ...securityHeaders,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      'Retry-After': '1',
      Connection: 'close',
    });
    reply.raw.end(body);
    return true;
  };

  app.addHook('onRequest', async (_request, reply) => {
    if (closing) {
      answer(reply);
      return;
    }
    open.set(reply, 'receiving');
    // The answer's close, not the request's: a request closes once its body has been read.
    reply.raw.once('close', () => open.delete(reply));
  });
  app.addHook('preValidation', async (_request, reply) => {
    if (open.has(reply)) open.set(reply, 'handling');
  });
  // While closing, answers ask the client to drop its keep-alive connection, so the server stops
  // as soon as the requests in flight are answered instead of at the idle timeout.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
  app.addHook('onResponse', async (_request, reply) => {
    open.delete(reply);
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const [reply, stage] of open) if (stage === 'receiving') answer(reply);
  });

  app.decorate('answerOpenRequests', () => [...open.keys()].filter(answer).length);
}
