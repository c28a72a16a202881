import { normalizeIP } from '@fastify/rate-limit';

/**
 * A client as counting knows it: an IPv4 address, or the /64 of an IPv6 one (one household or
 * server, whose devices may change their address within it every day), as the API's limits count.
 */
export const clientKey = (address: string): string => normalizeIP(address, 64);
