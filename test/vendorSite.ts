/**
 * The vendor-configured variant of the site that e2e/consent.spec.ts tests: Intercom and
 * Rewardful pointed at small fake scripts on loopback (e2e/fake-vendors/server.ts), so no test reaches a real
 * vendor. The build (e2e/fake-vendors/buildVendorSite.ts) and the server (playwright.config.ts) share
 * these settings.
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Both ports follow E2E_PORT (main site; default 4173) so two checkouts can run their end-to-end
 * tests side by side. The fake scripts' addresses are written into the vendor build, so the build
 * and the test run must see the same E2E_PORT (`npm run test:e2e` runs both).
 */
const basePort = Number(process.env.E2E_PORT ?? 4173);
export const FAKE_VENDOR_PORT = Number(process.env.E2E_FAKE_VENDOR_PORT ?? basePort + 6);
export const fakeVendorOrigin = `http://127.0.0.1:${FAKE_VENDOR_PORT}`;

export const vendorSitePort = Number(process.env.E2E_VENDOR_PORT ?? basePort + 5);
export const vendorSiteURL = `http://127.0.0.1:${vendorSitePort}`;
export const vendorDistDir = process.env.E2E_VENDOR_DIST_DIR ?? 'dist-vendors';

export const vendorSiteEnv = {
  VITE_CHAT_PROVIDER: 'intercom',
  VITE_INTERCOM_APP_ID: 'test',
  VITE_CHAT_SCRIPT_URL: `${fakeVendorOrigin}/intercom.js`,
  VITE_REFERRAL_PROVIDER: 'rewardful',
  VITE_REWARDFUL_API_KEY: 'test',
  VITE_REFERRAL_SCRIPT_URL: `${fakeVendorOrigin}/rewardful.js`,
} as const;

/** The vendor spec runs only against a vendor build (npm run build:e2e-vendors makes one). */
export const vendorSiteBuilt = (): boolean => existsSync(join(vendorDistDir, 'index.html'));

/** Playwright web servers for the vendor variant and the fake vendors; none without the build. */
export function vendorWebServers() {
  if (!vendorSiteBuilt()) return [];
  return [
    {
      command: 'node dist-server/main.js',
      url: `${vendorSiteURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...vendorSiteEnv,
        PORT: String(vendorSitePort),
        DIST_DIR: vendorDistDir,
        HOST: '127.0.0.1',
        SITE_URL: vendorSiteURL,
        DATA_DIR: join(tmpdir(), `adhelm-e2e-vendors-${process.pid}-${Date.now()}`),
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: 'node --import tsx e2e/fake-vendors/server.ts',
      url: `${fakeVendorOrigin}/healthz`,
      // Stateless: a run already serving the fakes can share them.
      reuseExistingServer: true,
      timeout: 30_000,
    },
  ];
}
