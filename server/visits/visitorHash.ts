import { createHmac, type KeyObject } from 'node:crypto';

/** What identifies a visitor within one day, before hashing; never stored. */
export interface VisitorClient {
  address: string;
  userAgent: string;
}

/**
 * HMAC-SHA256 of the client under the day's salt. The salt changes every day and is deleted
 * after it, so the same visitor gets an unrelated hash the next day and old ones cannot be
 * recomputed.
 */
export function visitorHash(salt: KeyObject, client: VisitorClient, site: string): string {
  return createHmac('sha256', salt)
    .update(`${client.address}\n${client.userAgent}\n${site}`)
    .digest('hex')
    .slice(0, 32);
}
