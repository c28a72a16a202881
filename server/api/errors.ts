import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { loggableError } from '../http/loggableError';
import { apiMessageText, type ApiMessageKey, type ApiMessageValues } from './apiMessage';
import { requestLocale } from '../http/requestLocale';

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

interface Described {
  status: number;
  key: ApiMessageKey;
  values?: ApiMessageValues;
}

/** Fastify's own errors (body parsing, limits) in the visitor's words. */
const fastifyErrorMessages: Record<string, Described> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'bodyNotJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'bodyTooLarge' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'bodyMalformed' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'bodyMalformed' },
};

function describeError(error: FastifyError | Error): Described {
  if (error instanceof ApiError) {
    return { status: error.statusCode, key: error.messageKey, values: error.values };
  }
  const known = 'code' in error ? fastifyErrorMessages[error.code] : undefined;
  if (known) return known;
  const status = 'statusCode' in error ? Number(error.statusCode) : 500;
  if (status >= 400 && status < 500) return { status, key: 'badRequest' };
  return { status: 500, key: 'unexpected' };
}

/**
 * The one error handler of the API: every failure, including Fastify's parser errors and the
 * rate limit, becomes `{ errors: [{ message }] }` with a 4xx, or 503 when a dependency is down.
 */
export function sendApiError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const { status, key, values } = describeError(error);
  const message = apiMessageText(key, requestLocale(request), values);
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
  return reply.code(status).type('application/json; charset=utf-8').send(errorBody(message));
}
