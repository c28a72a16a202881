/**
 * Where the signup API answers. The trial dialog calls two services, accounting (does an e-mail
 * have an account?) and customers (create the customer, then its checkout); this server answers
 * both under one prefix, and a build may point the site at other hosts (VITE_ACCOUNTING_API_URL,
 * VITE_CUSTOMER_API_URL) that answer the same paths. The browser, the server, the tests and the
 * benchmark all take the paths from here.
 */

/** Everything of the API on this server lives under this prefix; anything else is the site. */
export const API_PREFIX = '/api';

/** Each service's base on this server, below API_PREFIX. */
export const serviceBases = { accounting: '/accounting', customer: '/customers' } as const;

export type SignupService = keyof typeof serviceBases;

/** The three calls of a signup, in the order the trial dialog makes them. */
export const signupCalls = {
  exists: { service: 'accounting', method: 'GET', path: '/exists' },
  createCustomer: { service: 'customer', method: 'POST', path: '/create-customer' },
  createCheckoutSession: { service: 'customer', method: 'POST', path: '/create-checkout-session' },
} as const satisfies Record<
  string,
  { service: SignupService; method: 'GET' | 'POST'; path: `/${string}` }
>;

export type SignupCall = keyof typeof signupCalls;

/** A call's path within the API prefix, as the server registers it: "/customers/create-customer". */
export const routeOf = (call: SignupCall): string =>
  `${serviceBases[signupCalls[call].service]}${signupCalls[call].path}`;

/** Each service's default address, for a site served by this server: "/api/customers". */
export const defaultServiceUrls: Record<SignupService, string> = {
  accounting: `${API_PREFIX}${serviceBases.accounting}`,
  customer: `${API_PREFIX}${serviceBases.customer}`,
};

/** Each call's full path on this server: "/api/customers/create-customer". */
export const signupCallPaths: Record<SignupCall, string> = {
  exists: `${API_PREFIX}${routeOf('exists')}`,
  createCustomer: `${API_PREFIX}${routeOf('createCustomer')}`,
  createCheckoutSession: `${API_PREFIX}${routeOf('createCheckoutSession')}`,
};

/** Whether a request is for the API (answered in its JSON error shape) rather than the site. */
export const isApiPath = (url: string): boolean => url.startsWith(`${API_PREFIX}/`);

/** The API described in OpenAPI 3.1. */
export const openApiPath = `${API_PREFIX}/openapi.json`;
/** Where Stripe posts its events. */
export const stripeWebhookPath = `${API_PREFIX}/stripe/webhook`;

/** A route a contract promises: its method (GET also answers HEAD) and its path. */
export type ContractRoute = readonly ['GET' | 'POST', string];

/** The API's routes, which the server's route table must hold (server/routeTable.test.ts). */
export const routes: readonly ContractRoute[] = [
  ['GET', signupCallPaths.exists],
  ['POST', signupCallPaths.createCustomer],
  ['POST', signupCallPaths.createCheckoutSession],
  ['GET', openApiPath],
  ['POST', stripeWebhookPath],
];
