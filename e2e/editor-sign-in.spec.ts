import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { FakeGitHub } from '../test/fakeGitHub';
import {
  scratchPglite,
  startServerProcess,
  type ScratchDatabase,
  type ServerProcess,
} from '../test/siteServerProcess';

/**
 * Signing in to the editor in production, in Chromium, against a stand-in for GitHub: the editor
 * opens the sign-in window, the window goes through /admin/auth, GitHub and /admin/callback, and
 * hands the token back to the editor, which then calls GitHub's API with it.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const app = { clientId: 'Iv1.editor-app', clientSecret: randomBytes(20).toString('hex') };
const github = new FakeGitHub({ ...app, repo: 'adhelm/website', token: 'gho_writer_token' });
let database: ScratchDatabase | undefined;
let server: ServerProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  database = await scratchPglite();
  await github.start();
  server = await startServerProcess(
    {
      ...database.serverEnv,
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      NODE_ENV: 'production',
      CHECKOUT: 'test',
      PLATFORM_SIGNING_SECRET: randomBytes(32).toString('base64'),
      CMS_GITHUB_CLIENT_ID: app.clientId,
      CMS_GITHUB_CLIENT_SECRET: app.clientSecret,
      CMS_GITHUB_REPO: 'adhelm/website',
      CMS_GITHUB_URL: github.origin,
    },
    // A first start creates the embedded database: slow on a busy machine.
    { timeoutMs: 90_000 },
  );
  // The OAuth app's callback address, as registered with GitHub.
  github.callbackUrl = `${server.origin}/admin/callback`;
});

test.afterAll(async () => {
  await server?.stop();
  await github.stop();
  await database?.remove();
});

test('the sign-in window hands GitHub’s token to the editor that opened it', async ({ page }) => {
  if (!server) throw new Error('The server did not start.');
  await page.goto(`${server.origin}/admin`);
  const signIn = page.waitForEvent('popup');
  await page.getByRole('button', { name: /GitHub/ }).click();
  const window = await signIn;
  await window.waitForEvent('close');
  const apiCall = (path: string) =>
    github.requests.find((request) => request.method === 'GET' && request.path === path);
  await expect
    .poll(() => apiCall('/api/v3/user')?.headers.authorization)
    .toBe('token gho_writer_token');
  await expect.poll(() => apiCall('/api/v3/repos/adhelm/website')).toBeTruthy();
  expect(github.requests.map((request) => request.path)).toContain('/login/oauth/access_token');
});
