/** Builds the vendor-configured variant for e2e/consent.spec.ts into E2E_VENDOR_DIST_DIR (dist-vendors). */
import { spawnSync } from 'node:child_process';
import { vendorDistDir, vendorSiteEnv } from './vendorSite';

const build = spawnSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, ...vendorSiteEnv, DIST_DIR: vendorDistDir },
});
process.exit(build.status ?? 1);
