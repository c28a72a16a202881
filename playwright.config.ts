import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vendorWebServers } from './test/vendorSite';
import { chromiumArgs, testChromiumPath } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
// Chosen once: the workers load this file again and must find the server's data (its mailbox).
process.env.E2E_DATA_DIR ??= join(tmpdir(), `adhelm-e2e-${process.pid}-${Date.now()}`);
export const e2eDataDir = process.env.E2E_DATA_DIR;
/** The team member the console's tests sign in as (TEAM_EMAILS of the server). */
export const e2eTeamEmail = 'team-member@adhelm.test';
/**
 * Members for the other tests that sign in, one each: tests run side by side, and a sign-in link
 * is single-use, so two tests waiting for one address's newest mail could take the same link.
 */
export const e2eTeamMembers = {
  funnel: 'team-funnel@adhelm.test',
  pages: 'team-pages@adhelm.test',
  bounce: 'team-bounce@adhelm.test',
  landing: 'team-landing@adhelm.test',
  paying: 'team-paying@adhelm.test',
};

export default defineConfig({
  testDir: 'e2e',
  // Needs the npm registry: run after `npm test` (playwright.production-install.config.ts).
  testIgnore: 'production-install.spec.ts',
  fullyParallel: true,
  // Three workers on two cores: many tests spend their time waiting (for a mail, a server's start,
  // an idle callback), and a third worker fills that time.
  workers: 3,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: {
    timeout: 7_000,
    // Compared with the approved pictures in e2e/__screenshots__ (the fonts are self-hosted, so
    // text renders alike from run to run); a few anti-aliased pixels may differ.
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.002,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  use: {
    baseURL,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: testChromiumPath,
      // The headless build hints glyphs to whole pixels unless told otherwise; unhinted, its text
      // takes the desktop build's widths, so lines wrap where a visitor's browser wraps them.
      args: [...chromiumArgs, '--font-render-hinting=none'],
    },
    // Recording every test's trace (kept for failures) costs about a sixth of the suite's time on
    // two cores (site.spec.ts: 2.7 min with, 2.3 without), so only a run that asks records them:
    // `E2E_TRACE=1 npm run test:e2e` keeps the trace of each failure.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  },
  // The compiled server, as `npm start` runs it: the end-to-end tests judge the build (`npm test`
  // builds first), and it starts seconds sooner than the source through tsx.
  webServer: [
    {
      command: 'node dist-server/main.js',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        DIST_DIR: process.env.DIST_DIR ?? 'dist',
        HOST: '127.0.0.1',
        // The test checkout's address is built from SITE_URL: the browser must come back here.
        SITE_URL: baseURL,
        DATA_DIR: e2eDataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_EXISTS_MAX: '1000',
        RATE_LIMIT_SIGNUP_MAX: '1000',
        RATE_LIMIT_EMAIL_MAX: '1000',
        // Every test's browser counts its visits from this one address.
        RATE_LIMIT_BEACON_MAX: '100000',
        RATE_LIMIT_NEW_NAMES_MAX: '100000',
        // A loaded test machine must not turn the health check red; its own limit is tested apart.
        HEALTH_TIMEOUT_MS: '10000',
        TEAM_EMAILS: [e2eTeamEmail, ...Object.values(e2eTeamMembers)].join(','),
      },
    },
    // The vendor-configured variant and its fake vendors, for e2e/consent.spec.ts.
    ...vendorWebServers(),
  ],
});
