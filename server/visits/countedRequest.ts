import type { FastifyRequest } from 'fastify';
import { asksNotToBeCounted } from './privacySignals';
import type { VisitorClient } from './visitorHash';

/** The parts of a request counting reads: its client address (after trusted proxies) and headers. */
export type CountedRequest = Pick<FastifyRequest, 'ip' | 'headers'>;

/** The client to hash, or undefined when the visitor asked not to be counted (DNT, Sec-GPC). */
export function countableClient(request: CountedRequest): VisitorClient | undefined {
  if (asksNotToBeCounted(request.headers)) return undefined;
  return { address: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}
