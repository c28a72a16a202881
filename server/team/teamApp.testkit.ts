/** Test helpers of the team's console: an app with listed addresses, its mailbox, a session. */
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, vi } from 'vitest';
import { startTestApp, testConfig, type ApiTestContext } from '../../test/apiApp';
import { teamPaths } from '../../shared/contracts/teamConsole';

export const TEAM_MEMBER = 'ada@example.com';
export const SITE_ORIGIN = 'http://localhost:3000';

export const teamEnv = (env: Record<string, string> = {}) => ({
  TEAM_EMAILS: `${TEAM_MEMBER}, grace@example.com`,
  ...env,
});

/** The console's pages as the build writes them, beside the test site's other pages. */
export function writeTeamPages(distDir: string): void {
  for (const file of ['team.html', 'team/sign-in.html']) {
    mkdirSync(dirname(join(distDir, file)), { recursive: true });
    writeFileSync(join(distDir, file), '<h1>Team</h1>');
  }
}

export const mailboxOf = (distDir: string) => join(distDir, 'unused-data', 'mailbox');

export function emptyMailbox(distDir: string): void {
  rmSync(mailboxOf(distDir), { recursive: true, force: true });
}

export function mailboxFiles(distDir: string): string[] {
  try {
    return readdirSync(mailboxOf(distDir)).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
}

export async function startTeamApp(
  context: ApiTestContext,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  context.app = await startTestApp({
    config: testConfig(context.dist.dir, teamEnv(env)),
    store: context.harness.store,
    // Sign-in mails are deliveries of the outbox.
    deliveryWorker: true,
  });
  return context.app;
}

export const teamPost = (url: string, body?: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url,
  headers: {
    origin: SITE_ORIGIN,
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...headers,
  },
  ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
});

/** The messages in the mailbox, parsed: who each went to and the link it carries. */
export async function readMailbox(distDir: string): Promise<{ to: string; link: string }[]> {
  return Promise.all(
    mailboxFiles(distDir).map(async (name) => {
      const mail = await simpleParser(readFileSync(join(mailboxOf(distDir), name)));
      const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
      const link = /https?:\/\/\S+#token=[\w-]+/.exec(mail.text ?? '')?.[0] ?? '';
      return { to: to ?? '', link };
    }),
  );
}

/** Empties the mailbox, asks for a link for `email`, and returns its token once mailed. */
export async function requestToken(
  app: FastifyInstance,
  distDir: string,
  email = TEAM_MEMBER,
): Promise<string> {
  emptyMailbox(distDir);
  const response = await app.inject(teamPost(teamPaths.api.requestLink, { email }));
  expect(response.statusCode).toBe(202);
  // The mail goes out within a second of the answer (SIGN_IN_MAIL_DELAY_MS), not with it.
  await vi.waitFor(() => expect(mailboxFiles(distDir)).toHaveLength(1), {
    timeout: 15_000,
    interval: 50,
  });
  const [mail] = await readMailbox(distDir);
  return new URL(mail?.link ?? '').hash.replace('#token=', '');
}

/** Signs `email` in and returns the Cookie header of its session. */
export async function signIn(app: FastifyInstance, distDir: string, email = TEAM_MEMBER) {
  const token = await requestToken(app, distDir, email);
  const response = await app.inject(teamPost(teamPaths.api.session, { token }));
  expect(response.statusCode).toBe(204);
  const cookie = response.cookies[0];
  if (!cookie) throw new Error('No session cookie was set.');
  return `${cookie.name}=${encodeURIComponent(cookie.value)}`;
}
