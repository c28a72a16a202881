import { describe, expect, it } from 'vitest';
import { signupCallPaths } from './signupApi';

describe('signup API paths', () => {
  // The accounting and customer services may be hosted elsewhere; these paths are the contract
  // they implement, so a change here is a change every such service must make too.
  it('are the contract the other services implement', () => {
    expect(signupCallPaths).toEqual({
      exists: '/api/accounting/exists',
      createCustomer: '/api/customers/create-customer',
      createCheckoutSession: '/api/customers/create-checkout-session',
    });
  });
});
