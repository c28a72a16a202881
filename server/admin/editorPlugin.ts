import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { editorHeadersFor, type EditorPolicyOptions } from './editorHeaders';
import { editorDirOf, editorPaths, isEditorPath } from '../../shared/contracts/editorPaths';
import { editorSettings, type EditorServerSettings } from './editorSettings';
import { registerGitHubSignIn, SIGN_IN_OFF } from './githubSignIn';
import { registerLocalBackend } from './localBackend';

/**
 * The editor at /admin, in one plugin: its page and files (written by `npm run build` beside the
 * site, scripts/write-editor.ts), its configuration, the GitHub sign-in, and in development the
 * working copy as its backend. Every answer under /admin, errors included, carries the editor's
 * headers; nothing else on the site changes.
 */
export const EDITOR_NOT_BUILT = 'The editor is not built: run `npm run build`.';

interface EditorOptions {
  config: EditorServerSettings;
}

async function editorPlugin(app: FastifyInstance, { config }: EditorOptions): Promise<void> {
  const { github, localDir } = config.editor;
  const dir = resolve(editorDirOf(config.distDir));
  const built = existsSync(join(dir, 'index.html')) && existsSync(join(dir, 'collections.json'));
  const policy: EditorPolicyOptions = {
    ...(github ? { apiOrigin: new URL(github.apiRoot).origin } : {}),
    avatarOrigins: github
      ? [github.url === 'https://github.com' ? 'https://avatars.githubusercontent.com' : github.url]
      : [],
    upgradeInsecureRequests: config.siteUrl.startsWith('https:'),
  };
  /** Why the editor cannot open, if it cannot. */
  const closed = !built ? EDITOR_NOT_BUILT : !localDir && !github ? SIGN_IN_OFF : undefined;
  if (closed && config.production) app.log.warn(closed);

  const headersFor = (url: string) => editorHeadersFor(url.split('?')[0] ?? '', policy);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isEditorPath(request.url)) return payload;
    for (const [name, value] of Object.entries(headersFor(request.url))) {
      if (value === undefined) reply.removeHeader(name);
      else reply.header(name, value);
    }
    return payload;
  });

  registerGitHubSignIn(app, {
    github: localDir ? undefined : github,
    secureCookies: config.siteUrl.startsWith('https:'),
  });
  if (localDir && built) {
    await registerLocalBackend(app, {
      workingCopy: localDir,
      siteOrigins: config.siteOrigins,
      headers: headersFor(editorPaths.localBackend),
    });
  }

  const page = built ? readFileSync(join(dir, 'index.html'), 'utf8') : '';
  const settings = built
    ? editorSettings(
        JSON.parse(readFileSync(join(dir, 'collections.json'), 'utf8')) as Record<string, unknown>,
        config,
      )
    : {};
  const unavailable = (reply: FastifyReply) =>
    reply.code(503).type('text/plain; charset=utf-8').send(closed);

  app.get(editorPaths.page, async (_request, reply) =>
    closed ? unavailable(reply) : reply.type('text/html; charset=utf-8').send(page),
  );
  app.get(editorPaths.config, async (_request, reply) =>
    closed
      ? unavailable(reply)
      : reply.type('text/yaml; charset=utf-8').send(JSON.stringify(settings)),
  );
  if (built) {
    await app.register(fastifyStatic, {
      root: dir,
      prefix: `${editorPaths.page}/`,
      decorateReply: false,
      // One route per file: an unknown address goes straight to the site's 404.
      wildcard: false,
      index: false,
      redirect: false,
      preCompressed: true,
      allowedPath: (path) => !/(^|\/)(index\.html|collections\.json)$/.test(path),
    });
  }
}

/** Registered on the server itself (not in a child scope), so its headers reach every /admin answer. */
export const editor = Object.assign(editorPlugin, { [Symbol.for('skip-override')]: true });
