import { buildSetting } from '../../config/buildSetting';
import { configuredProviders, readVendorConfig, type VendorConfig } from '../../config/vendors';

/** Third-party vendors chosen at build time; with none configured, nothing third-party loads. */
export const vendorSettings: VendorConfig = readVendorConfig((name) => buildSetting(name, ''));

/** The providers a visitor is asked to consent to. */
export const consentVendors: readonly string[] = configuredProviders(vendorSettings);

export const isChatConfigured = (): boolean => vendorSettings.chat !== undefined;

/** With no vendor there is nothing to consent to: no banner, no footer link, no launcher. */
export const hasThirdPartyVendors = (): boolean => consentVendors.length > 0;
