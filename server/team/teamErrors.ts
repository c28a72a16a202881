import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fillTemplate } from '../../shared/language/fillTemplate';
import type { Copy } from '../../shared/copy/collections';
import { readCopy } from '../../shared/copy/readCopy';
import { errorBody, DependencyUnavailableError } from '../api/errors';
import { waitText } from '../api/apiMessage';
import { loggableError } from '../http/loggableError';

type TeamMessageKey = Exclude<keyof Copy<'teamMessages'>, 'signInEmail'>;
/** The team console's words, English only: the team's own tool. */
const teamMessages = readCopy('teamMessages', 'en');

/** A refusal of the console's API, named by its message in src/content/team-messages. */
export class TeamError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: TeamMessageKey,
    readonly waitSeconds?: number,
  ) {
    super(messageKey);
    this.name = 'TeamError';
  }
}

function describe(error: FastifyError | Error): { status: number; key: TeamMessageKey } {
  if (error instanceof TeamError) return { status: error.statusCode, key: error.messageKey };
  if (error instanceof DependencyUnavailableError) return { status: 503, key: 'databaseDown' };
  const status = 'statusCode' in error ? Number(error.statusCode) : 500;
  if (status >= 400 && status < 500) return { status, key: 'badRequest' };
  return { status: 500, key: 'unexpected' };
}

/** Every failure of the console's API as `{ errors: [{ message }] }`, in the API's shape. */
export function sendTeamError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const { status, key } = describe(error);
  if (status >= 500) {
    const reason = error instanceof DependencyUnavailableError ? error.reason : error;
    request.log.error({ err: loggableError(reason) }, "Failure in the team's console");
  }
  const wait = error instanceof TeamError ? error.waitSeconds : undefined;
  const message =
    key === 'tooManyRequests'
      ? fillTemplate(teamMessages.tooManyRequests, { wait: waitText(wait ?? 60, 'en') })
      : teamMessages[key];
  return reply.code(status).type('application/json; charset=utf-8').send(errorBody(message));
}
