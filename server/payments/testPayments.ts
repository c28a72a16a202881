import { randomBytes } from 'node:crypto';
import { testCheckoutPath } from '../../shared/contracts/serverPaths';
import type { TestPayments } from './payments';

/**
 * Test sessions are named like Stripe's so the confirmation page treats both alike. The id is the
 * checkout's single-use key: 144 random bits, never derived from the e-mail or the customer.
 */
export const newTestSessionId = () => `cs_local_${randomBytes(18).toString('base64url')}`;

/**
 * The checkout used when Stripe is not configured: a page of this server, no card taken. Its
 * address is built from the configured site address, never from the request's Host header.
 */
export function createTestPayments({ siteUrl }: { siteUrl: string }): TestPayments {
  return {
    provider: 'test',
    async createCheckoutSession() {
      const sessionId = newTestSessionId();
      return { sessionId, url: `${siteUrl}${testCheckoutPath}/${sessionId}` };
    },
  };
}
