import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { ApiError } from './errors';
import { apiMessages } from '../../src/content/apiMessages';

export interface EmailCheckLimits {
  windowMs: number;
  /** Answers per client address (IPv6: per /64) and window. */
  existsMax: number;
  /** Answers per e-mail address and window, whichever clients ask. */
  emailMax: number;
}

/**
 * The budget of answers that tell whether an e-mail has an account: the exists check, and the
 * checkout call, whose 409 for a completed account tells the same. Both draw from one budget per
 * client and one per e-mail, so neither a spread of addresses nor a second route lets anyone check
 * an e-mail more often than the exists limit allows.
 *
 * Kept in @fastify/rate-limit's store (created on the API's instance), so whichever store the
 * API's rate limits use, in memory or shared between replicas, holds these counts too.
 */
export interface EmailCheckBudget {
  /** Counts one request from this client; answers 429 when the client's budget is spent. */
  chargeClient(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts one answer about this (normalised) e-mail; 429 when the e-mail's budget is spent. */
  chargeEmail(request: FastifyRequest, reply: FastifyReply, email: string): Promise<void>;
}

/** The client's key: its address, IPv6 addresses grouped by /64 (one household or server). */
export const clientKey = (request: FastifyRequest) =>
  `email-check:client:${normalizeIP(request.ip, 64)}`;

/** The e-mail's key: a hash, so no store (or its dump) holds the address itself. */
export const emailKey = (email: string) =>
  `email-check:email:${createHash('sha256').update(email).digest('base64url')}`;

export function emailCheckBudget(api: FastifyInstance, limits: EmailCheckLimits): EmailCheckBudget {
  // The limiter reads its key from the request; the e-mail being charged is handed over here.
  const emailBeingCharged = new WeakMap<FastifyRequest, string>();
  const perClient = api.createRateLimit({
    max: limits.existsMax,
    timeWindow: limits.windowMs,
    keyGenerator: clientKey,
  });
  const perEmail = api.createRateLimit({
    max: limits.emailMax,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => emailKey(emailBeingCharged.get(request) ?? ''),
  });

  async function charge(
    limiter: typeof perClient,
    request: FastifyRequest,
    reply: FastifyReply,
    message: (wait: string) => string,
  ): Promise<void> {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('Retry-After', result.ttlInSeconds);
    throw new ApiError(429, message(waitText(result.ttlInSeconds)));
  }

  return {
    chargeClient: (request, reply) =>
      charge(perClient, request, reply, apiMessages.tooManyRequests),
    async chargeEmail(request, reply, email) {
      emailBeingCharged.set(request, email);
      await charge(perEmail, request, reply, apiMessages.tooManyChecksOfEmail);
    },
  };
}

function waitText(seconds: number): string {
  if (seconds <= 1) return '1 second';
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
