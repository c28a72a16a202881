import { buildSetting } from '../../config/buildSetting';

/** Base addresses of the two signup services (PRODUCT.md, deployment), without a trailing slash. */
export interface SignupEndpoints {
  accounting: string;
  customer: string;
}

const withoutTrailingSlash = (address: string) => address.replace(/\/+$/, '');

export const signupEndpoints: SignupEndpoints = {
  accounting: withoutTrailingSlash(buildSetting('VITE_ACCOUNTING_API_URL', '/api/accounting')),
  customer: withoutTrailingSlash(buildSetting('VITE_CUSTOMER_API_URL', '/api/customers')),
};
