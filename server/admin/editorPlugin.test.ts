import type { FastifyInstance } from 'fastify';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDist, startTestApp, testConfig, unreachableStore } from '../../test/apiApp';
import { securityHeaders, securityOptionsFor } from '../http/security';
import { editorDirOf } from '../../shared/contracts/editorPaths';
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

/** The editor's page is on the site's origin (SITE_URL's default here). */
const editorOrigin = 'http://localhost:3000';

/** Asked over HTTP, as the editor asks it: from this machine, its page's origin, no proxy. */
async function post(
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const answer = await app.inject({
    method: 'POST',
    url: '/admin/api/v1',
    remoteAddress: '127.0.0.1',
    headers: {
      host: 'localhost:3000',
      'content-type': 'application/json',
      origin: editorOrigin,
      ...headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return new Response(answer.body, {
    status: answer.statusCode,
    headers: Object.entries(answer.headers).map(([name, value]) => [name, String(value)]),
  });
}
const persist = (path: string, raw: string) => ({
  branch: 'main',
  action: 'persistEntry',
  params: {
    branch: 'main',
    dataFiles: [{ slug: 'x', path, raw }],
    assets: [],
    options: { commitMessage: 'Update', useWorkflow: false, status: 'draft' },
  },
});
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

  it('saves into the working copy in development, speaking Decap’s proxy protocol', async () => {
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

  it('writes only the copy, and reads nothing else', async () => {
    const app = await serve(development);
    mkdirSync(join(workingCopy, '.git/hooks'), { recursive: true });
    writeFileSync(join(workingCopy, '.env'), 'SECRET=1\n');
    for (const path of [
      'package.json',
      '.git/hooks/pre-commit',
      '.env',
      'src/contentious/x.json',
      '../outside.txt',
      'src/content/../../package.json',
      '/etc/passwd',
    ]) {
      const save = await post(app, persist(path, 'x'));
      expect(save.status, path).toBe(403);
      expect(await save.json(), path).toEqual({ errors: [{ message: expect.any(String) }] });
    }
    expect(existsSync(join(workingCopy, 'package.json'))).toBe(false);
    expect(existsSync(join(workingCopy, '.git/hooks/pre-commit'))).toBe(false);
    expect(readFileSync(join(workingCopy, '.env'), 'utf8')).toBe('SECRET=1\n');
    const read = await post(app, { action: 'getEntry', params: { branch: 'main', path: '.env' } });
    expect(read.status).toBe(403);
    expect(await read.text()).not.toContain('SECRET');
    // A link inside the copy's folder that leads out of it is not followed.
    symlinkSync(join(workingCopy, '.git/hooks'), join(workingCopy, 'src/content/hooks'));
    const throughLink = await post(app, persist('src/content/hooks/pre-commit', 'x'));
    expect(throughLink.status).toBe(403);
    expect(existsSync(join(workingCopy, '.git/hooks/pre-commit'))).toBe(false);
    const picture = await post(app, {
      action: 'persistMedia',
      params: {
        branch: 'main',
        asset: { path: 'public/images/new.svg', content: btoa('<svg/>'), encoding: 'base64' },
        options: { commitMessage: 'Upload' },
      },
    });
    // The copy has no pictures to upload: an upload is an action this backend does not take.
    expect(picture.status).toBe(422);
    expect(existsSync(join(workingCopy, 'public/images/new.svg'))).toBe(false);
  });

  it('answers only the writer’s own browser: this machine, the site’s origin, no proxy', async () => {
    const app = await serve(development);
    const refusals: [string, Record<string, string>][] = [
      ['another site’s page', { origin: 'https://evil.example' }],
      ['a page with no origin', { origin: '' }],
      ['a rebound host name', { host: 'evil.example:3000' }],
      ['a proxy on this machine', { 'x-forwarded-for': '198.51.100.7' }],
      ['a proxy saying Forwarded', { forwarded: 'for=198.51.100.7' }],
    ];
    for (const [who, headers] of refusals) {
      const answer = await post(app, persist('src/content/home/de.json', 'x'), headers);
      expect(answer.status, who).toBe(403);
      expect(await answer.json(), who).toEqual({ errors: [{ message: expect.any(String) }] });
    }
    const remote = await app.inject({
      method: 'POST',
      url: '/admin/api/v1',
      remoteAddress: '10.1.2.3',
      headers: { origin: editorOrigin, host: 'localhost:3000' },
      payload: { action: 'info' },
    });
    expect(remote.statusCode).toBe(403);
    expect(readFileSync(join(workingCopy, 'src/content/home/de.json'), 'utf8')).not.toBe('x');
    const twin = await post(app, { action: 'info' }, { origin: 'http://127.0.0.1:3000' });
    expect(twin.status).toBe(200);
  });

  it('answers malformed JSON and unknown actions as JSON, without a stack trace', async () => {
    const app = await serve(development);
    for (const body of ['{"action": "info"', JSON.stringify({ action: 'rm -rf' })]) {
      const answer = await post(app, body);
      expect(answer.status, body).toBeGreaterThanOrEqual(400);
      expect(answer.status, body).toBeLessThan(500);
      const text = await answer.text();
      expect(JSON.parse(text), body).toEqual({ errors: [{ message: expect.any(String) }] });
      expect(text, body).not.toMatch(/at \S+ \(|node_modules|SyntaxError/);
    }
  });

  it('is off outside development, and on a host other machines can reach', async () => {
    const elsewhere: Record<string, string>[] = [
      { NODE_ENV: 'test' },
      { NODE_ENV: 'production', SITE_URL: 'https://www.adhelm.example' },
      { HOST: '0.0.0.0' },
      { HOST: '192.168.1.20' },
    ];
    for (const env of elsewhere) {
      const app = await serve({ ...development, ...env });
      const answer = await app.inject({
        method: 'POST',
        url: '/admin/api/v1',
        headers: { origin: editorOrigin, host: 'localhost:3000' },
        payload: { action: 'info' },
      });
      expect(answer.statusCode, JSON.stringify(env)).toBe(404);
    }
    const here: Record<string, string>[] = [
      {},
      { NODE_ENV: 'development' },
      { HOST: '127.0.0.1' },
      { HOST: '::1' },
    ];
    for (const env of here) {
      expect(testConfig(dist.dir, { ...development, ...env }).editor.localDir).toBe(workingCopy);
    }
  });
});
