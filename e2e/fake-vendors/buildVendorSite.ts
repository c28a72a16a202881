/**
 * Builds the vendor-configured variant for e2e/consent.spec.ts into E2E_VENDOR_DIST_DIR
 * (dist-vendors): Astro's pages alone. The spec's server runs from source and serves them, so the
 * rest of `npm run build` (social cards, pre-compressed copies, the compiled server, the
 * static-hosting files), which the main build's tests cover, would only cost time here.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { vendorDistDir, vendorSiteEnv } from '../../test/vendorSite';

const astro = join(
  createRequire(import.meta.url).resolve('astro/package.json'),
  '../bin/astro.mjs',
);
// A folder left from a full build would still hold that build's other files.
rmSync(vendorDistDir, { recursive: true, force: true });
const build = spawnSync(process.execPath, [astro, 'build'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...vendorSiteEnv,
    DIST_DIR: vendorDistDir,
    ASTRO_TELEMETRY_DISABLED: '1',
  },
});
process.exit(build.status ?? 1);
