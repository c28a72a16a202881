import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readCopy } from '../../shared/copy/readCopy';
import { createTestDist, startTestApp, testConfig, unreachableStore } from '../../test/apiApp';
import { FakeGitHub } from '../../test/fakeGitHub';
import { SIGN_IN_OFF } from './githubSignIn';

const teamMessages = readCopy('teamMessages', 'en');

/**
 * The editor's GitHub sign-in against a stand-in for GitHub: the window goes to GitHub with a
 * one-time state, comes back with a code, and the server trades it for a token with the app's
 * secret, which only the editor that opened the window receives.
 */
const app = { clientId: 'Iv1.editor-app', clientSecret: 'the-oauth-apps-secret-0123456789abcdef' };
const github = new FakeGitHub({ ...app, repo: 'adhelm/website' });
const dist = createTestDist();
let server: FastifyInstance;

const productionWithGitHub = () =>
  testConfig(dist.dir, {
    NODE_ENV: 'production',
    SITE_URL: 'https://www.adhelm.example',
    CMS_GITHUB_CLIENT_ID: app.clientId,
    CMS_GITHUB_CLIENT_SECRET: app.clientSecret,
    CMS_GITHUB_REPO: 'adhelm/website',
    CMS_GITHUB_URL: github.origin,
  });

beforeAll(async () => {
  await github.start();
  github.callbackUrl = 'https://www.adhelm.example/admin/callback';
});
afterAll(async () => {
  await github.stop();
  dist.remove();
});
beforeEach(async () => {
  github.requests.length = 0;
  github.failWith = undefined;
  server = await startTestApp({ config: productionWithGitHub(), store: unreachableStore() });
});
afterEach(async () => server.close());

/** Opens the sign-in window: our /admin/auth, then GitHub's authorize page, back to the callback. */
async function signInWindow(): Promise<{ callback: URL; cookie: string }> {
  const start = await server.inject({
    method: 'GET',
    url: '/admin/auth?provider=github&site_id=www.adhelm.example&scope=repo',
  });
  expect(start.statusCode).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
  const atGitHub = await fetch(String(start.headers.location), { redirect: 'manual' });
  return { callback: new URL(String(atGitHub.headers.get('location'))), cookie };
}

const resultOf = (page: string) =>
  (/data-result="([^"]*)"/.exec(page)?.[1] ?? '').replaceAll('&quot;', '"');

describe("the editor's GitHub sign-in", () => {
  it('sends the window to the configured GitHub with the app and a one-time state', async () => {
    const answer = await server.inject({
      method: 'GET',
      url: '/admin/auth?provider=github&scope=repo',
    });
    const location = new URL(String(answer.headers.location));
    expect(location.origin + location.pathname).toBe(`${github.origin}/login/oauth/authorize`);
    expect(location.searchParams.get('client_id')).toBe(app.clientId);
    expect(location.searchParams.get('scope')).toBe('repo');
    const state = location.searchParams.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(40);
    expect(String(answer.headers['set-cookie'])).toMatch(
      new RegExp(
        `^editor_sign_in_state=${state}; Max-Age=600; Path=/admin/callback; HttpOnly; SameSite=Lax; Secure$`,
      ),
    );
  });

  it('trades the code for a token and hands it to the editor that opened the window', async () => {
    const { callback, cookie } = await signInWindow();
    const answer = await server.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie },
    });
    expect(answer.statusCode).toBe(200);
    expect(resultOf(answer.body)).toBe(
      `authorization:github:success:${JSON.stringify({ token: github.token, provider: 'github' })}`,
    );
    const exchange = github.requests.find(
      (request) => request.path === '/login/oauth/access_token',
    );
    expect(JSON.parse(exchange?.body ?? '{}')).toEqual({
      client_id: app.clientId,
      client_secret: app.clientSecret,
      code: callback.searchParams.get('code'),
    });
    // The page posts only to its own origin, and keeps no opener policy, so the window can answer.
    expect(answer.body).toContain('window.opener.postMessage(result, origin)');
    expect(answer.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-robots-tag']).toContain('noindex');
    expect(String(answer.headers['set-cookie'])).toMatch(/^editor_sign_in_state=; Max-Age=0/);
  });

  it('runs the page’s one script under a policy that allows that script alone', async () => {
    const { callback, cookie } = await signInWindow();
    const answer = await server.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie },
    });
    const script = /<script>([\s\S]*?)<\/script>/.exec(answer.body)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(answer.headers['content-security-policy']).toBe(
      `default-src 'none';script-src 'sha256-${hash}';base-uri 'none';form-action 'none';frame-ancestors 'none'`,
    );
  });

  it('refuses a callback without the state its own window was given', async () => {
    const { callback } = await signInWindow();
    for (const cookie of [undefined, 'editor_sign_in_state=another-windows-state']) {
      const answer = await server.inject({
        method: 'GET',
        url: `${callback.pathname}${callback.search}`,
        headers: cookie ? { cookie } : {},
      });
      expect(answer.statusCode).toBe(403);
      expect(resultOf(answer.body)).toBe(
        `authorization:github:error:${JSON.stringify({ message: teamMessages.linkInvalid })}`,
      );
    }
    expect(github.requests.some((request) => request.path === '/login/oauth/access_token')).toBe(
      false,
    );
  });

  it("passes on GitHub's own reason when GitHub refuses, to the window that asked only", async () => {
    const refusal =
      'error=access_denied&error_description=The+user+has+denied+your+application+access.';
    const forged = await server.inject({ method: 'GET', url: `/admin/callback?${refusal}` });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).not.toContain('denied your application');
    const opened = await signInWindow();
    const state = opened.callback.searchParams.get('state') ?? '';
    const another = await server.inject({
      method: 'GET',
      url: `/admin/callback?${refusal}&state=another-windows-state`,
      headers: { cookie: opened.cookie },
    });
    expect(another.statusCode).toBe(403);
    expect(resultOf(another.body)).not.toContain('denied your application');
    const denied = await server.inject({
      method: 'GET',
      url: `/admin/callback?${refusal}&state=${state}`,
      headers: { cookie: opened.cookie },
    });
    expect(resultOf(denied.body)).toContain('The user has denied your application access.');

    const { callback, cookie } = await signInWindow();
    const url = `${callback.pathname}${callback.search}`;
    await server.inject({ method: 'GET', url, headers: { cookie } });
    const reused = await server.inject({ method: 'GET', url, headers: { cookie } });
    expect(resultOf(reused.body)).toContain('The code passed is incorrect or expired.');
    expect(reused.body).not.toContain(github.token);
  });

  it('answers 502 without a token when GitHub fails, and logs no secret', async () => {
    github.failWith = 500;
    const { callback, cookie } = await signInWindow();
    const answer = await server.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie },
    });
    expect(answer.statusCode).toBe(502);
    expect(resultOf(answer.body)).toContain(teamMessages.unexpected);
  });

  it('asks only for GitHub, with a scope Decap uses', async () => {
    for (const query of ['provider=gitlab', 'provider=github&scope=admin:org', '']) {
      const answer = await server.inject({ method: 'GET', url: `/admin/auth?${query}` });
      expect(answer.statusCode, query).toBe(400);
    }
  });

  it('is off, saying which settings it needs, without its settings', async () => {
    const off = await startTestApp({
      config: testConfig(dist.dir, { NODE_ENV: 'production' }),
      store: unreachableStore(),
    });
    for (const url of ['/admin/auth?provider=github', '/admin/callback?code=a&state=b']) {
      const answer = await off.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(503);
      expect(answer.body).toBe(SIGN_IN_OFF);
    }
    await off.close();
  });
});
