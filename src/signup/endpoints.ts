import { buildSetting } from '../../config/buildSetting';
import {
  defaultServiceUrls,
  signupCalls,
  type SignupCall,
  type SignupService,
} from '../../shared/contracts/signupApi';

/** Base addresses of the two signup services, without a trailing slash. */
export type SignupEndpoints = Record<SignupService, string>;

const withoutTrailingSlash = (address: string) => address.replace(/\/+$/, '');

export const signupEndpoints: SignupEndpoints = {
  accounting: withoutTrailingSlash(
    buildSetting('VITE_ACCOUNTING_API_URL', defaultServiceUrls.accounting),
  ),
  customer: withoutTrailingSlash(
    buildSetting('VITE_CUSTOMER_API_URL', defaultServiceUrls.customer),
  ),
};

/** The address of one call at the configured services, e.g. "/api/customers/create-customer". */
export function callUrl(endpoints: SignupEndpoints, call: SignupCall): string {
  return `${endpoints[signupCalls[call].service]}${signupCalls[call].path}`;
}
