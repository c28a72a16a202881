import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * A short, stable stand-in for an e-mail in the logs: the same address (in any case) gives the
 * same value, so one visitor's requests can be followed without the address being written down.
 */
export function hashEmail(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);
}

const emailLike = /[^\s@"'<>()[\]:;,]+(?:@|%40)[^\s@"'<>()[\]:;,/?&]+/gi;

/** Masks anything that looks like an e-mail (plain or URL-encoded) in free text bound for the logs. */
export function redactEmails(text: string): string {
  return text.replace(emailLike, '[email]');
}

/**
 * Fastify's request log line without the query string (the exists call carries the e-mail there)
 * and without headers or body.
 */
export function serializeRequest(request: FastifyRequest): Record<string, string | undefined> {
  return {
    method: request.method,
    url: redactEmails(request.url.split('?', 1)[0] ?? ''),
    remoteAddress: request.ip,
  };
}
