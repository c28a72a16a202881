import type { ContractRoute } from './signupApi';

/**
 * What the server answers beside the site and its APIs: its probes (server/api/healthRoute.ts;
 * the Caddyfile and the compose file name them too) and the local test checkout, whose address the
 * checkout session hands the browser.
 */
export const healthPaths = {
  /** Whether the process runs: no I/O, so a slow database never restarts it. */
  liveness: '/livez',
  /** Whether this server can take signups now: its database and Redis answer. */
  readiness: '/readyz',
  /** The older name of the readiness check, kept for existing load balancer settings. */
  health: '/healthz',
} as const;

export const testCheckoutPath = '/checkout/test';

export const routes: readonly ContractRoute[] = [
  ...Object.values(healthPaths).map((path): ContractRoute => ['GET', path]),
  ['GET', `${testCheckoutPath}/:sessionId`],
  ['POST', `${testCheckoutPath}/:sessionId`],
  /** `?outcome=paid|payment_failed|cancelled`: the test trial ends now, as Stripe's test clocks do. */
  ['POST', `${testCheckoutPath}/:sessionId/trial-end`],
  ['GET', `${testCheckoutPath}/checkout.css`],
];
