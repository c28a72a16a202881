import type { FastifyInstance } from 'fastify';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDist, startTestApp, testConfig, unreachableStore } from '../../test/apiApp';
import { securityHeaders, securityOptionsFor } from '../http/security';
import { editorDirOf } from './editorPaths';
import { SIGN_IN_OFF } from './githubSignIn';
import { EDITOR_NOT_BUILT } from './editorPlugin';

/**
 * /admin as the server answers it: the editor's page and files with its own headers (never
 * cached, never indexed, its own policy), every other address exactly as before, the GitHub
 * backend in production, and the working copy in development only, for this machine only.
 */
const dist = createTestDist();
const editorDir = editorDirOf(dist.dir);
mkdirSync(editorDir);
writeFileSync(join(editorDir, 'index.html'), '<!doctype html><title>Editor</title>');
writeFileSync(join(editorDir, 'editor.js'), 'console.log("editor");');
writeFileSync(
  join(editorDir, 'collections.json'),
  JSON.stringify({ i18n: { structure: 'multiple_folders' }, collections: [{ name: 'home' }] }),
);
const workingCopy = mkdtempSync(join(tmpdir(), 'editor-working-copy-'));
mkdirSync(join(workingCopy, 'src/content/home'), { recursive: true });
writeFileSync(join(workingCopy, 'src/content/home/de.json'), '{ "title": "Alt" }\n');

const apps: FastifyInstance[] = [];
async function serve(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await startTestApp({ config: testConfig(dist.dir, env), store: unreachableStore() });
  apps.push(app);
  return app;
}
const development = { CMS_LOCAL_DIR: workingCopy };

/** decap-server answers the raw request itself: asked over HTTP, as the editor asks it. */
async function post(app: FastifyInstance, body: unknown): Promise<Response> {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return fetch(`${address}/admin/api/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
const production = {
  NODE_ENV: 'production',
  SITE_URL: 'https://www.adhelm.example',
  CMS_GITHUB_CLIENT_ID: 'Iv1.editor-app',
  CMS_GITHUB_CLIENT_SECRET: 'the-oauth-apps-secret-0123456789abcdef',
  CMS_GITHUB_REPO: 'adhelm/website',
  CMS_GITHUB_BRANCH: 'copy',
};

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  dist.remove();
  rmSync(editorDir, { recursive: true, force: true });
  rmSync(workingCopy, { recursive: true, force: true });
});

describe('the editor at /admin', () => {
  it('is never cached, never indexed, and runs under its own policy', async () => {
    const app = await serve(production);
    for (const url of ['/admin', '/admin/editor.js', '/admin/config.yml', '/admin/missing.js']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.headers['cache-control'], url).toBe('no-store');
      expect(answer.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      const policy = String(answer.headers['content-security-policy']);
      expect(policy, url).toContain("script-src 'self' 'unsafe-eval';");
      expect(policy, url).toContain("connect-src 'self' https://api.github.com;");
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(answer.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
    }
    expect((await app.inject({ method: 'GET', url: '/admin/missing.js' })).statusCode).toBe(404);
  });

  it('leaves every other address with the headers it had', async () => {
    const app = await serve(production);
    const config = testConfig(dist.dir, production);
    const site = securityHeaders(securityOptionsFor(config));
    for (const url of ['/', '/confirmation', '/no-such-page', '/administration']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.headers['content-security-policy'], url).toBe(site['Content-Security-Policy']);
      expect(answer.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(answer.headers['cache-control'], url).not.toBe('no-store');
    }
  });

  it('commits to the configured branch on GitHub in production, signing in at /admin/auth', async () => {
    const app = await serve(production);
    const settings = (await app.inject({ method: 'GET', url: '/admin/config.yml' })).json<{
      backend: Record<string, string>;
      collections: unknown[];
    }>();
    expect(settings.backend).toEqual({
      name: 'github',
      repo: 'adhelm/website',
      branch: 'copy',
      auth_endpoint: 'admin/auth',
    });
    expect(settings.collections).toEqual([{ name: 'home' }]);
    expect(
      (await app.inject({ method: 'POST', url: '/admin/api/v1', payload: {} })).statusCode,
    ).toBe(404);
  });

  it('says what is missing instead of opening without a way to save', async () => {
    const off = await serve({ NODE_ENV: 'production' });
    for (const url of ['/admin', '/admin/config.yml']) {
      const answer = await off.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(503);
      expect(answer.body).toBe(SIGN_IN_OFF);
    }
    const unbuilt = createTestDist();
    const app = await startTestApp({ config: testConfig(unbuilt.dir), store: unreachableStore() });
    const answer = await app.inject({ method: 'GET', url: '/admin' });
    expect([answer.statusCode, answer.body]).toEqual([503, EDITOR_NOT_BUILT]);
    await app.close();
    unbuilt.remove();
  });

  it('saves into the working copy in development, through Decap’s own proxy', async () => {
    const app = await serve(development);
    const settings = (await app.inject({ method: 'GET', url: '/admin/config.yml' })).json<{
      backend: Record<string, string>;
    }>();
    expect(settings.backend).toMatchObject({ name: 'proxy', proxy_url: '/admin/api/v1' });
    const save = await post(app, {
      branch: 'main',
      action: 'persistEntry',
      params: {
        branch: 'main',
        dataFiles: [{ slug: 'de', path: 'src/content/home/de.json', raw: '{ "title": "Neu" }\n' }],
        assets: [],
        options: { commitMessage: 'Update Home “de”', useWorkflow: false, status: 'draft' },
      },
    });
    expect([save.status, await save.json()]).toEqual([200, { message: 'entry persisted' }]);
    expect(save.headers.get('cache-control')).toBe('no-store');
    expect(save.headers.get('x-powered-by')).toBeNull();
    expect(readFileSync(join(workingCopy, 'src/content/home/de.json'), 'utf8')).toBe(
      '{ "title": "Neu" }\n',
    );
  });

  it('writes nothing outside the working copy, and answers this machine only', async () => {
    const app = await serve(development);
    const outside = join(workingCopy, '..', `outside-${Date.now()}.txt`);
    const escape = await app.inject({
      method: 'POST',
      url: '/admin/api/v1',
      payload: {
        branch: 'main',
        action: 'persistEntry',
        params: {
          branch: 'main',
          dataFiles: [{ slug: 'x', path: `../${outside.split('/').pop()}`, raw: 'x' }],
          assets: [],
          options: {},
        },
      },
    });
    expect(escape.statusCode).toBeGreaterThanOrEqual(400);
    expect(existsSync(outside)).toBe(false);
    const remote = await app.inject({
      method: 'POST',
      url: '/admin/api/v1',
      remoteAddress: '10.1.2.3',
      payload: { action: 'info' },
    });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toEqual({ errors: [{ message: expect.any(String) }] });
  });
});
