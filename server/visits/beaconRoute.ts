import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { beaconBodySchema, refusalOf } from '../../shared/contracts/beaconSchema';
import {
  beaconMaxBytes,
  beaconPath,
  type BeaconDropReason,
} from '../../shared/contracts/visitCounting';
import { apiMessageText, errorBody, type ApiMessageKey } from '../http/errors';
import { requestLocale } from '../http/requestLocale';
import { asksNotToBeCounted } from './countedRequest';
import type { VisitCounter } from './visitCounter';

/** A beacon refused at the edge: answered in the API's error shape, counted under its reason. */
class BeaconRefused extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: ApiMessageKey,
    readonly reason: BeaconDropReason,
  ) {
    super(reason);
    this.name = 'BeaconRefused';
  }
}

function parseBeacon(text: string) {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BeaconRefused(400, 'bodyMalformed', 'invalid');
  }
  const parsed = beaconBodySchema.safeParse(json);
  // The answer never repeats the input: only that it was refused.
  if (!parsed.success) throw new BeaconRefused(400, 'badRequest', refusalOf(parsed.error));
  return parsed.data;
}

/** Fastify's own refusals of a beacon's body, by the reason the console counts. */
const refusalOfFramework = (error: FastifyError): BeaconRefused =>
  error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
    ? new BeaconRefused(413, 'bodyTooLarge', 'too large')
    : new BeaconRefused(error.statusCode === 415 ? 415 : 400, 'badRequest', 'invalid');

export interface BeaconRouteOptions {
  /** Origins whose pages may post beacons: the site's own (ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
}

/**
 * POST /api/beacon: the page's step and vitals events. Answered 204 before anything is written:
 * the events join the counter's queue. DNT and Sec-GPC are answered 204 with nothing kept. A
 * beacon from another site is refused (403) before its body is read, and so is one the counter
 * does not admit (its client over the limit, or a flood while a signup is under way), which is
 * answered 204 with nothing of it kept, about a second late while a signup is under way and a
 * quarter of MAX_CONNECTIONS is not already held that way (signupPriority.ts). Refusals are
 * counted by reason, and logged by the counter at most once a minute per reason, never one line
 * per beacon.
 */
export async function registerVisitCounting(
  app: FastifyInstance,
  visits: VisitCounter,
  { allowedOrigins }: BeaconRouteOptions,
): Promise<void> {
  const isForeign = (request: FastifyRequest) => {
    const { origin } = request.headers;
    return (
      request.headers['sec-fetch-site'] === 'cross-site' ||
      (origin !== undefined && !allowedOrigins.includes(origin))
    );
  };

  await app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const refusal = error instanceof BeaconRefused ? error : refusalOfFramework(error);
      visits.refuse(refusal.reason);
      return reply
        .code(refusal.statusCode)
        .type('application/json; charset=utf-8')
        .send(errorBody(apiMessageText(refusal.messageKey, requestLocale(request))));
    });
    // sendBeacon with a string sends text/plain; JSON is accepted too. Both arrive as text.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['text/plain', 'application/json'],
      { parseAs: 'string', bodyLimit: beaconMaxBytes },
      (_request, body, done) => done(null, body),
    );
    scope.addHook('preParsing', async (request, reply) => {
      if (isForeign(request)) throw new BeaconRefused(403, 'badRequest', 'cross-site');
      if (asksNotToBeCounted(request.headers)) return reply.code(204).send();
      if (!visits.admits(request)) {
        await visits.holdDropped();
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
