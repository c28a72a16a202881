import escapeHtml from 'escape-html';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { readCopy } from '../../shared/copy/readCopy';
import { loggableError } from '../http/loggableError';
import { editorPaths } from '../../shared/contracts/editorPaths';

const teamMessages = readCopy('teamMessages', 'en');

/**
 * The editor's sign-in with GitHub (an OAuth app): /admin/auth sends the sign-in window to GitHub
 * with a one-time state, /admin/callback checks it, trades GitHub's code for a token with the app's
 * secret, and hands the token to the editor that opened the window, in the messages Decap CMS
 * listens for. The only address the server sends anyone off the site to is the configured Git
 * host's sign-in page, never one a request names.
 */
export interface GitHubSettings {
  clientId: string;
  clientSecret: string;
  /** owner/name */
  repo: string;
  branch: string;
  /** GitHub itself, or a GitHub Enterprise Server. */
  url: string;
  apiRoot: string;
}

export const SIGN_IN_OFF =
  "The editor's sign-in is off: set CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET and CMS_GITHUB_REPO (docs/editing.md).";

const STATE_COOKIE = 'editor_sign_in_state';
const STATE_LIFETIME_S = 600;
const EXCHANGE_TIMEOUT_MS = 10_000;

/** What Decap asks for: `repo` (a private repository) or `public_repo`. */
const startQuery = z.object({
  provider: z.literal('github'),
  scope: z.enum(['repo', 'public_repo']).default('repo'),
});

/** GitHub sends the state back with a code and with a refusal alike. */
const state = z.string().min(1).max(200);
const callbackQuery = z.union([
  z.object({ code: z.string().min(1).max(200), state }),
  z.object({
    error: z.string().max(200),
    error_description: z.string().max(500).optional(),
    state,
  }),
]);

const tokenAnswer = z.union([
  z.object({ access_token: z.string().min(1) }),
  z.object({ error: z.string(), error_description: z.string().optional() }),
]);

/**
 * The callback page's only script: it tells the opener the window is ready, and on the opener's
 * answer from the same origin posts the result to it alone. Decap closes the window then.
 */
const HANDSHAKE = `(() => {
  const result = document.body.dataset.result;
  const origin = window.location.origin;
  if (!window.opener || !result) return;
  window.addEventListener('message', (event) => {
    if (event.origin === origin && event.data === 'authorizing:github') {
      window.opener.postMessage(result, origin);
    }
  });
  window.opener.postMessage('authorizing:github', origin);
})();`;

export const HANDSHAKE_HASH = `'sha256-${createHash('sha256').update(HANDSHAKE).digest('base64')}'`;

/** The callback page's own policy: its one script, nothing else. */
export const CALLBACK_CSP = [
  "default-src 'none'",
  `script-src ${HANDSHAKE_HASH}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join(';');

function callbackPage(result: { token: string } | { message: string }): string {
  const message =
    'token' in result
      ? `authorization:github:success:${JSON.stringify({ token: result.token, provider: 'github' })}`
      : `authorization:github:error:${JSON.stringify({ message: result.message })}`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>GitHub</title></head>
<body data-result="${escapeHtml(message)}"><script>${HANDSHAKE}</script></body>
</html>
`;
}

function stateCookie(value: string, secure: boolean, maxAge: number): string {
  const attributes = [`Path=${editorPaths.signInCallback}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return `${STATE_COOKIE}=${value}; Max-Age=${maxAge}; ${attributes.join('; ')}`;
}

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** GitHub's answer to the code: the token, or GitHub's own reason for refusing it. */
async function exchangeCode(
  github: GitHubSettings,
  code: string,
): Promise<{ token: string } | { message: string }> {
  const answer = await fetch(`${github.url}/login/oauth/access_token`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      client_id: github.clientId,
      client_secret: github.clientSecret,
      code,
    }),
    signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
  });
  const parsed = tokenAnswer.safeParse(await answer.json());
  if (!answer.ok || !parsed.success) throw new Error(`GitHub answered ${answer.status}`);
  if ('access_token' in parsed.data) return { token: parsed.data.access_token };
  return { message: parsed.data.error_description ?? teamMessages.unexpected };
}

export function registerGitHubSignIn(
  app: FastifyInstance,
  { github, secureCookies }: { github: GitHubSettings | undefined; secureCookies: boolean },
): void {
  const answerPage = (reply: FastifyReply, result: { token: string } | { message: string }) =>
    reply
      .header('Set-Cookie', stateCookie('', secureCookies, 0))
      .header('Content-Security-Policy', CALLBACK_CSP)
      .type('text/html; charset=utf-8')
      .send(callbackPage(result));

  app.get(editorPaths.signIn, async (request, reply) => {
    if (!github) return reply.code(503).type('text/plain; charset=utf-8').send(SIGN_IN_OFF);
    const query = startQuery.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).type('text/plain; charset=utf-8').send(teamMessages.badRequest);
    }
    const state = randomBytes(32).toString('base64url');
    const target = new URL(`${github.url}/login/oauth/authorize`);
    target.search = new URLSearchParams({
      client_id: github.clientId,
      scope: query.data.scope,
      state,
    }).toString();
    return reply
      .header('Set-Cookie', stateCookie(state, secureCookies, STATE_LIFETIME_S))
      .redirect(target.href, 302);
  });

  app.get(editorPaths.signInCallback, async (request, reply) => {
    if (!github) return reply.code(503).type('text/plain; charset=utf-8').send(SIGN_IN_OFF);
    const query = callbackQuery.safeParse(request.query);
    if (!query.success) return answerPage(reply.code(400), { message: teamMessages.badRequest });
    // Every answer, a refusal's included, is for the window this browser opened, and no other.
    const expected = cookieValue(request, STATE_COOKIE);
    if (!expected || !sameText(expected, query.data.state)) {
      return answerPage(reply.code(403), { message: teamMessages.linkInvalid });
    }
    if ('error' in query.data) {
      return answerPage(reply, {
        message: query.data.error_description ?? teamMessages.unexpected,
      });
    }
    try {
      return answerPage(reply, await exchangeCode(github, query.data.code));
    } catch (error) {
      request.log.warn(
        { err: loggableError(error) },
        'The GitHub sign-in could not trade its code for a token.',
      );
      return answerPage(reply.code(502), { message: teamMessages.unexpected });
    }
  });
}
