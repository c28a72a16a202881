import type { FastifyRequest } from 'fastify';
import { clientKey } from './clientKey';
import type { VisitorClient } from './visitorHash';

/** The parts of a request counting reads: its client address (after trusted proxies) and headers. */
export type CountedRequest = Pick<FastifyRequest, 'ip' | 'headers'>;

/** Do Not Track or Global Privacy Control: such a visitor is not counted at all. */
export const asksNotToBeCounted = (headers: CountedRequest['headers']): boolean =>
  headers.dnt === '1' || headers['sec-gpc'] === '1';

/**
 * The client to hash, or undefined when the visitor asked not to be counted (DNT, Sec-GPC). An
 * IPv6 client is its /64: its devices change their address within it, and a sender cannot make up
 * visitors by walking through the addresses of its network.
 */
export function countableClient(request: CountedRequest): VisitorClient | undefined {
  if (asksNotToBeCounted(request.headers)) return undefined;
  return { address: clientKey(request.ip), userAgent: request.headers['user-agent'] ?? '' };
}
