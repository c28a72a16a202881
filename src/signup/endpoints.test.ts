import { expect, it } from 'vitest';
import { callUrl, signupEndpoints } from './endpoints';

it('a site built without VITE_ACCOUNTING_API_URL and VITE_CUSTOMER_API_URL calls this server', () => {
  expect([
    callUrl(signupEndpoints, 'exists'),
    callUrl(signupEndpoints, 'createCustomer'),
    callUrl(signupEndpoints, 'createCheckoutSession'),
  ]).toEqual([
    '/api/accounting/exists',
    '/api/customers/create-customer',
    '/api/customers/create-checkout-session',
  ]);
});
