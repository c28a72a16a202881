import { defineConfig } from '@playwright/test';

/**
 * The container's runtime stage installed from the npm registry and started
 * (e2e/production-install.spec.ts). It needs the registry and a finished build, so it is not part
 * of `npm test`: CI runs it afterwards (`npm run test:production-install` in .ci/run).
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: 'production-install.spec.ts',
  retries: 0,
  reporter: [['list']],
});
