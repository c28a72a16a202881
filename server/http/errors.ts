import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Copy } from '../../shared/copy/collections';
import { readCopy } from '../../shared/copy/readCopy';
import { isApiPath } from '../../shared/contracts/signupApi';
import { fillTemplate } from '../../shared/language/fillTemplate';
import { localeFacts, type Locale } from '../../shared/language/locales';
import { loggableError } from './loggableError';
import { requestLocale } from './requestLocale';

/**
 * What the signup API answers when a call fails, as `{ "message": ... }`, in the language the page
 * asked for (src/content/api-messages/). The trial dialog shows create-customer's first error
 * message as it is, so the e-mail messages are the dialog's own words (src/content/signup-messages/).
 */
export function apiMessages(locale: Locale) {
  const messages = readCopy('apiMessages', locale);
  const signup = readCopy('signupMessages', locale);
  return {
    ...messages,
    emailEmpty: signup.emptyEmail,
    emailInvalid: signup.invalidEmail,
    emailExists: signup.emailExists,
    unexpected: signup.unexpectedFailure,
    tooManyRequests: (wait: string) => fillTemplate(messages.tooManyRequests, { wait }),
  };
}

/** A message of the API, named by its key and written in the caller's language when answered. */
export type ApiMessageKey = keyof ReturnType<typeof apiMessages>;

/** The team console's words, English only: the team's own tool (src/content/team-messages/). */
const teamMessages = readCopy('teamMessages', 'en');
type TeamMessageKey = Exclude<keyof Copy<'teamMessages'>, 'signInEmail'>;

export const isApiMessageKey = (value: unknown): value is ApiMessageKey =>
  typeof value === 'string' && Object.hasOwn(apiMessages('en'), value);

/** What a message needs filled in: how long a rate-limited caller waits. */
export interface ApiMessageValues {
  waitSeconds?: number;
}

/**
 * An error whose message is meant for the visitor, with its HTTP status. It names its message,
 * which is written in the caller's language when the error is answered.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: ApiMessageKey,
    readonly values: ApiMessageValues = {},
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

/**
 * A refusal of the team console's API, named by its message in src/content/team-messages, with
 * the values its message names (`wait` in seconds for tooManyRequests).
 */
export class TeamError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: TeamMessageKey,
    readonly values: Readonly<Record<string, string | number>> = {},
  ) {
    super(messageKey);
    this.name = 'TeamError';
  }
}

/** The database or the payment provider did not answer: 503, never the driver's own words. */
export class DependencyUnavailableError extends ApiError {
  constructor(
    readonly dependency: 'database' | 'payments',
    readonly reason: unknown,
  ) {
    super(503, dependency === 'database' ? 'databaseDown' : 'paymentsDown');
    this.name = 'DependencyUnavailableError';
  }
}

/** SQLSTATE class 22 (data exception): the input could never be stored, the database is fine. */
const isDataException = (reason: unknown): boolean => {
  const code = (reason as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('22');
};

export async function fromStore<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (reason) {
    if (reason instanceof ApiError || reason instanceof TeamError) throw reason;
    if (isDataException(reason)) throw new ApiError(400, 'badRequest');
    throw new DependencyUnavailableError('database', reason);
  }
}

export async function fromPayments<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (reason) {
    throw reason instanceof DependencyUnavailableError
      ? reason
      : new DependencyUnavailableError('payments', reason);
  }
}

export const errorBody = (message: string) => ({ errors: [{ message }] });

/** "30 seconds", "2 Minuten": a wait as the language writes it, in whole seconds or minutes. */
export function waitText(seconds: number, locale: Locale): string {
  const [value, unit] =
    seconds < 60
      ? [Math.max(1, Math.ceil(seconds)), 'second']
      : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(localeFacts[locale].intl, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(value);
}

export function apiMessageText(
  key: ApiMessageKey,
  locale: Locale,
  values: ApiMessageValues = {},
): string {
  const messages = apiMessages(locale);
  if (key === 'tooManyRequests') {
    return messages.tooManyRequests(waitText(values.waitSeconds ?? 60, locale));
  }
  return messages[key];
}

/** Any other error: its own 4xx status as a bad request, anything else a 500. */
function generalFailure(error: FastifyError | Error) {
  const status = 'statusCode' in error ? Number(error.statusCode) : 500;
  return status >= 400 && status < 500
    ? { status, key: 'badRequest' as const }
    : { status: 500, key: 'unexpected' as const };
}

interface ApiRefusal {
  status: number;
  key: ApiMessageKey;
  values?: ApiMessageValues;
}

/** Fastify's own errors (body parsing, limits) in the visitor's words. */
const fastifyErrorMessages: Record<string, ApiRefusal> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'bodyNotJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'bodyTooLarge' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'bodyMalformed' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'bodyMalformed' },
};

function apiRefusal(error: FastifyError | Error): ApiRefusal {
  if (error instanceof ApiError) {
    return { status: error.statusCode, key: error.messageKey, values: error.values };
  }
  const known = 'code' in error ? fastifyErrorMessages[error.code] : undefined;
  return known ?? generalFailure(error);
}

function teamRefusal(error: FastifyError | Error): {
  status: number;
  key: TeamMessageKey;
  values?: TeamError['values'];
} {
  if (error instanceof TeamError) {
    return { status: error.statusCode, key: error.messageKey, values: error.values };
  }
  if (error instanceof DependencyUnavailableError) return { status: 503, key: 'databaseDown' };
  return generalFailure(error);
}

/** The console's refusal of `key`, in its English, for answers given outside its scope. */
export const teamErrorBody = (key: 'notFound' | 'badRequest' | 'unexpected') =>
  errorBody(teamMessages[key]);

const sendJson = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).type('application/json; charset=utf-8').send(errorBody(message));

/**
 * The one error handler of the signup API: every failure, including Fastify's parser errors and
 * the rate limit, becomes `{ errors: [{ message }] }` in the caller's language, with a 4xx, or 503
 * when a dependency is down.
 */
export function sendApiError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const { status, key, values } = apiRefusal(error);
  if (error instanceof DependencyUnavailableError) {
    request.log.error(
      { dependency: error.dependency, reason: loggableError(error.reason) },
      'A dependency of the signup API failed',
    );
  } else if (status >= 500) {
    request.log.error({ err: loggableError(error) }, 'Unexpected error in the signup API');
  } else {
    request.log.info({ status, reason: key }, 'Signup API request refused');
  }
  return sendJson(reply, status, apiMessageText(key, requestLocale(request), values));
}

/** Every failure of the team console's API in the same shape, in the console's English. */
export function sendTeamError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const { status, key, values = {} } = teamRefusal(error);
  if (status >= 500) {
    const reason = error instanceof DependencyUnavailableError ? error.reason : error;
    request.log.error({ err: loggableError(reason) }, "Failure in the team's console");
  }
  const wait = key === 'tooManyRequests' ? waitText(Number(values.wait ?? 60), 'en') : undefined;
  return sendJson(
    reply,
    status,
    fillTemplate(teamMessages[key], wait === undefined ? values : { ...values, wait }),
  );
}

/**
 * Errors raised before a request reaches a route (a body too large for an unknown address, a
 * preflight that cannot be read): API addresses still answer in the API's shape, others in a line
 * of text.
 */
export function sendSiteError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (isApiPath(request.url)) return sendApiError(error, request, reply);
  const { status, key } = generalFailure(error);
  if (status >= 500) request.log.error({ err: loggableError(error) }, 'Unexpected error');
  return reply
    .code(status)
    .type('text/plain; charset=utf-8')
    .send(apiMessages(requestLocale(request))[key]);
}
