import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';
import { mailboxKey } from '../../shared/emailRule';

export interface EmailCheckLimits {
  windowMs: number;
  /** Answers per client address (IPv6: per /64) and window. */
  existsMax: number;
  /** Answers per e-mail address and window, whichever clients ask. */
  emailMax: number;
}

/**
 * The budget of answers that tell whether an e-mail has an account (docs/signups.md#no-lockout).
 *
 * Per client: the exists check and the checkout call (whose 409 for a completed account tells the
 * same) draw from one budget per client address; a spent budget is a 429.
 *
 * Per e-mail: the exists check tells about one e-mail at most `emailMax` times per window,
 * whichever clients ask. Past that it stops telling instead of refusing: it answers "not known to
 * exist" to everyone, so no one can lock an address's owner out of the dialog by spending its
 * budget. The owner's signup goes on to the checkout call, which answers a completed account with
 * 409 and costs from the caller's own client budget.
 *
 * Kept in @fastify/rate-limit's store (created on the API's instance), so whichever store the
 * API's rate limits use, in memory or shared between replicas, holds these counts too.
 */
export interface EmailCheckBudget {
  /** Counts one request from this client; answers 429 when the client's budget is spent. */
  chargeClient(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts one answer about this (normalised) e-mail; false once the e-mail's budget is spent. */
  mayTellAbout(request: FastifyRequest, email: string): Promise<boolean>;
}

/** The client's key: its address, IPv6 addresses grouped by /64 (one household or server). */
export const clientKey = (request: FastifyRequest) =>
  `email-check:client:${normalizeIP(request.ip, 64)}`;

/** The e-mail's key, as the store keeps it: hashed with a key (server/http/rateLimitStore.ts). */
export const emailKey = (email: string) => `email-check:email:${mailboxKey(email)}`;

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

  return {
    async chargeClient(request, reply) {
      const result = await perClient(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('Retry-After', result.ttlInSeconds);
      throw new ApiError(429, 'tooManyRequests', { waitSeconds: result.ttlInSeconds });
    },
    async mayTellAbout(request, email) {
      emailBeingCharged.set(request, email);
      const result = await perEmail(request);
      return result.isAllowed || !result.isExceeded;
    },
  };
}
