import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { beaconBodySchema } from '../../shared/contracts/beaconSchema';
import { beaconMaxBytes, beaconPath } from '../../shared/contracts/visitCounting';
import { ApiError, sendApiError } from '../http/errors';
import { asksNotToBeCounted } from './countedRequest';
import type { VisitCounter } from './visitCounter';

function parseBeacon(text: string) {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'bodyMalformed');
  }
  const parsed = beaconBodySchema.safeParse(json);
  // The answer never repeats the input: only that it was refused.
  if (!parsed.success) throw new ApiError(400, 'badRequest');
  return parsed.data;
}

/**
 * POST /api/beacon: the page's step and vitals events. Answered 204 before anything is written:
 * the events join the counter's queue. DNT and Sec-GPC are answered 204 with nothing kept. A
 * beacon the counter does not admit (its client over the limit, or a flood while a signup is
 * under way) is dropped before its body is read, and answered only after about
 * `dropAnswerDelayMs`: a browser's sendBeacon does not wait for the answer, while a sender that
 * does is slowed down, so a flood cannot take the processor from the signups.
 */
export async function registerVisitCounting(
  app: FastifyInstance,
  visits: VisitCounter,
  { dropAnswerDelayMs = 1_000 } = {},
): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler(sendApiError);
    // sendBeacon with a string sends text/plain; JSON is accepted too. Both arrive as text.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['text/plain', 'application/json'],
      { parseAs: 'string', bodyLimit: beaconMaxBytes },
      (_request, body, done) => done(null, body),
    );
    scope.addHook('preParsing', async (request, reply) => {
      if (asksNotToBeCounted(request.headers)) return reply.code(204).send();
      if (!visits.admits(request)) {
        // Spread over half to one and a half times the delay, so held senders do not return together.
        await sleep(dropAnswerDelayMs * (0.5 + Math.random()));
        return reply.code(204).send();
      }
      return undefined;
    });
    scope.post<{ Body: string }>(
      beaconPath,
      { bodyLimit: beaconMaxBytes },
      async (request, reply) => {
        const { events } = parseBeacon(request.body);
        visits.recordBeacon(request, events);
        return reply.code(204).send();
      },
    );
  });
}
