import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages } from '../../src/content/apiMessages';
import { loggableError } from '../http/loggableError';

/** An error whose message is meant for the visitor, with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The database or the payment provider did not answer: 503, never the driver's own words. */
export class DependencyUnavailableError extends Error {
  readonly statusCode = 503;
  constructor(
    readonly dependency: 'database' | 'payments',
    readonly reason: unknown,
  ) {
    super(dependency === 'database' ? apiMessages.databaseDown : apiMessages.paymentsDown);
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
    if (isDataException(reason)) throw new ApiError(400, apiMessages.badRequest);
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

export interface ErrorBody {
  errors: { message: string }[];
}

export const errorBody = (message: string): ErrorBody => ({ errors: [{ message }] });

/** Fastify's own errors (body parsing, limits) in the visitor's words. */
const fastifyErrorMessages: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: apiMessages.bodyNotJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: apiMessages.bodyTooLarge },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: apiMessages.bodyMalformed },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: apiMessages.bodyMalformed },
};

function describeError(error: FastifyError | Error): { status: number; message: string } {
  if (error instanceof ApiError || error instanceof DependencyUnavailableError) {
    return { status: error.statusCode, message: error.message };
  }
  const known = 'code' in error ? fastifyErrorMessages[error.code] : undefined;
  if (known) return known;
  const status = 'statusCode' in error ? Number(error.statusCode) : 500;
  if (status >= 400 && status < 500) return { status, message: apiMessages.badRequest };
  return { status: 500, message: apiMessages.unexpected };
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
  const { status, message } = describeError(error);
  if (error instanceof DependencyUnavailableError) {
    request.log.error(
      { dependency: error.dependency, reason: loggableError(error.reason) },
      'A dependency of the signup API failed',
    );
  } else if (status >= 500) {
    request.log.error({ err: loggableError(error) }, 'Unexpected error in the signup API');
  } else {
    request.log.info({ status, reason: message }, 'Signup API request refused');
  }
  return reply.code(status).type('application/json; charset=utf-8').send(errorBody(message));
}
