import { describe, expect, it, vi } from 'vitest';
import { signInLinkMinutes, teamPaths, teamSessionHours } from '../../shared/contracts/teamConsole';
import { readCopy } from '../../shared/copy/readCopy';

const teamMessages = readCopy('teamMessages', 'en');
import {
  emptyMailbox,
  mailboxFiles,
  readMailbox,
  requestToken,
  signIn,
  SITE_ORIGIN,
  startTeamApp,
  TEAM_MEMBER,
  teamEnv,
  teamPost,
} from './teamApp.testkit';
import { hashSignInToken, SIGN_IN_MAIL_DELAY_MS } from './signInLinks';
import { TEAM_RATE_LIMITS } from './teamConsole';
import { setUpApiTests, startTestApp, testConfig } from '../../test/apiApp';
import type { Store } from '../store/store';
import { TEAM_SESSION_COOKIE } from './teamSession';

const context = setUpApiTests();
const dist = () => context.dist.dir;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('asking for a sign-in link', () => {
  it('answers a listed and an unlisted address alike, and mails only the listed one', async () => {
    const app = await startTeamApp(context);
    emptyMailbox(dist());
    const listed = await app.inject(
      teamPost(teamPaths.api.requestLink, { email: 'Ada@Example.com' }),
    );
    const unlisted = await app.inject(
      teamPost(teamPaths.api.requestLink, { email: 'mallory@example.com' }),
    );
    for (const response of [listed, unlisted]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ sent: true });
    }
    expect(listed.body).toBe(unlisted.body);
    expect(Object.keys(listed.headers).sort()).toEqual(Object.keys(unlisted.headers).sort());

    await vi.waitFor(() => expect(mailboxFiles(dist())).toHaveLength(1), { timeout: 15_000 });
    await sleep(1_500);
    const mails = await readMailbox(dist());
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(TEAM_MEMBER);
    expect(mails[0]?.link).toMatch(
      new RegExp(`^${SITE_ORIGIN}${teamPaths.signIn}#token=[\\w-]{43}$`),
    );
  });

  it('refuses what is not an e-mail address', async () => {
    const app = await startTeamApp(context);
    const response = await app.inject(teamPost(teamPaths.api.requestLink, { email: 'ada' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ message: teamMessages.emailInvalid }] });
  });

  it('keeps only the hash of the token', async () => {
    const app = await startTeamApp(context);
    const token = await requestToken(app, dist());
    const rows = await context.harness.sql.query<Record<string, unknown>>(
      'SELECT * FROM team_sign_in_links',
    );
    const row = rows.find((stored) => stored.token_hash === hashSignInToken(token));
    expect(row).toMatchObject({ email: TEAM_MEMBER, used_at: null });
    expect(JSON.stringify(rows)).not.toContain(token);
    const expiresAt = row?.expires_at as Date;
    const createdAt = row?.created_at as Date;
    expect(expiresAt.getTime() - createdAt.getTime()).toBe(signInLinkMinutes * 60_000);
  });

  it('limits how often one client asks (429)', async () => {
    const app = await startTeamApp(context);
    const ask = () =>
      app.inject(teamPost(teamPaths.api.requestLink, { email: 'mallory@example.com' }));
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt += 1) answers.push((await ask()).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 202)).toBe(true);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].message).toMatch(
      /^Too many attempts\. Please wait \d+ minutes?/,
    );
  });
});

describe('spending a sign-in link', () => {
  it('opens a session once: the same link a second time is refused', async () => {
    const app = await startTeamApp(context);
    const token = await requestToken(app, dist());
    const first = await app.inject(teamPost(teamPaths.api.session, { token }));
    expect(first.statusCode).toBe(204);
    const again = await app.inject(teamPost(teamPaths.api.session, { token }));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ errors: [{ message: teamMessages.linkInvalid }] });
    expect(again.cookies).toEqual([]);
  });

  it('spends a link once even when two requests carry it at once', async () => {
    const app = await startTeamApp(context);
    const token = await requestToken(app, dist());
    const answers = await Promise.all(
      [1, 2, 3].map(() => app.inject(teamPost(teamPaths.api.session, { token }))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 401, 401]);
  });

  it('refuses an unknown token and a link whose address left TEAM_EMAILS', async () => {
    const app = await startTeamApp(context);
    const unknown = await app.inject(teamPost(teamPaths.api.session, { token: 'x'.repeat(43) }));
    expect(unknown.statusCode).toBe(401);
    const token = await requestToken(app, dist(), 'grace@example.com');
    await app.close();
    const later = await startTeamApp(context, { TEAM_EMAILS: TEAM_MEMBER });
    const removed = await later.inject(teamPost(teamPaths.api.session, { token }));
    expect(removed.statusCode).toBe(401);
  });

  it('sets an encrypted HttpOnly, SameSite=Strict cookie for /team that lasts 12 hours', async () => {
    const app = await startTeamApp(context);
    const token = await requestToken(app, dist());
    const response = await app.inject(teamPost(teamPaths.api.session, { token }));
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({
      name: TEAM_SESSION_COOKIE,
      path: '/team',
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: teamSessionHours * 3600,
    });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).not.toContain(TEAM_MEMBER);
    expect(Buffer.from(decodeURIComponent(cookie?.value ?? ''), 'base64').toString()).not.toContain(
      'ada',
    );
  });

  it('marks the cookie Secure in production', async () => {
    const app = await startTeamApp(context, {
      NODE_ENV: 'production',
      TEAM_SESSION_KEY: 'k7Q2vX9pLm4RtY8wZc3NbH6fJd1GsA5e',
    });
    const token = await requestToken(app, dist());
    const response = await app.inject(teamPost(teamPaths.api.session, { token }));
    expect(response.statusCode).toBe(204);
    expect(response.cookies[0]?.secure).toBe(true);
  });

  it('signs in, tells who is signed in, and signs out', async () => {
    const app = await startTeamApp(context);
    const cookie = await signIn(app, dist());
    const me = await app.inject({ url: teamPaths.api.me, headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ email: TEAM_MEMBER });

    const out = await app.inject(teamPost(teamPaths.api.signOut, undefined, { cookie }));
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies[0];
    expect(cleared?.name).toBe(TEAM_SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    const after = await app.inject({
      url: teamPaths.api.me,
      headers: { cookie: `${TEAM_SESSION_COOKIE}=${cleared?.value ?? ''}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it('keeps a session signed with one key from opening under another', async () => {
    const key = 'k7Q2vX9pLm4RtY8wZc3NbH6fJd1GsA5e';
    const app = await startTeamApp(context, { TEAM_SESSION_KEY: key });
    const cookie = await signIn(app, dist());
    await app.close();
    const sameKey = await startTeamApp(context, { TEAM_SESSION_KEY: key });
    expect((await sameKey.inject({ url: teamPaths.api.me, headers: { cookie } })).statusCode).toBe(
      200,
    );
    await sameKey.close();
    const otherKey = await startTeamApp(context, { TEAM_SESSION_KEY: `${key}x` });
    expect((await otherKey.inject({ url: teamPaths.api.me, headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('writes no mail for an unlisted address, even later', async () => {
    const app = await startTeamApp(context);
    emptyMailbox(dist());
    await app.inject(teamPost(teamPaths.api.requestLink, { email: 'mallory@example.com' }));
    await sleep(SIGN_IN_MAIL_DELAY_MS.max + 1_000);
    expect(mailboxFiles(dist())).toEqual([]);
    // Its token was made and recorded all the same, and opens nothing.
    const rows = await context.harness.sql.query('SELECT email FROM team_sign_in_links');
    expect(rows).toEqual([{ email: 'mallory@example.com' }]);
  });
});

/** The store's calls, by port and method, made while `work` runs. */
function recordingStore(store: Store) {
  const calls: string[] = [];
  const recorded = <Port extends object>(name: string, port: Port): Port =>
    new Proxy(port, {
      get(target, method, receiver) {
        const value: unknown = Reflect.get(target, method, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          calls.push(`${name}.${String(method)}`);
          return (value as (...args: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  return {
    calls,
    store: {
      ...store,
      signInLinks: recorded('signInLinks', store.signInLinks),
      deliveries: recorded('deliveries', store.deliveries),
      teamSessions: recorded('teamSessions', store.teamSessions),
    } satisfies Store,
  };
}

describe('the same work for any address', () => {
  it('makes the same database calls before answering a listed and an unlisted address', async () => {
    const recording = recordingStore(context.harness.store);
    context.app = await startTestApp({
      config: testConfig(dist(), teamEnv()),
      store: recording.store,
    });
    const app = context.app;
    const callsFor = async (email: string) => {
      recording.calls.length = 0;
      const answer = await app.inject(teamPost(teamPaths.api.requestLink, { email }));
      expect(answer.statusCode).toBe(202);
      return [...recording.calls];
    };
    const listed = await callsFor(TEAM_MEMBER);
    const unlisted = await callsFor('mallory@example.com');
    expect(listed).toEqual(['deliveries.queueSignInMail']);
    expect(unlisted).toEqual(listed);
  });
});

describe('mails to one team address', () => {
  it(`are at most ${TEAM_RATE_LIMITS.mailsPerRecipient} in ${TEAM_RATE_LIMITS.windowMs / 60_000} minutes, whichever clients ask, with the same answer`, async () => {
    const app = await startTeamApp(context);
    emptyMailbox(dist());
    const answers = [];
    for (let client = 1; client <= 12; client += 1) {
      const answer = await app.inject({
        ...teamPost(teamPaths.api.requestLink, { email: TEAM_MEMBER }),
        remoteAddress: `203.0.113.${client}`,
      });
      answers.push(`${answer.statusCode} ${answer.body}`);
    }
    expect(new Set(answers)).toEqual(new Set(['202 {"sent":true}']));
    await vi.waitFor(
      async () => {
        const left = await context.harness.sql.query(
          "SELECT id FROM deliveries WHERE kind = 'team-sign-in' AND state IN ('pending', 'sending')",
        );
        expect(left).toEqual([]);
      },
      { timeout: 20_000, interval: 100 },
    );
    await sleep(500);
    const mails = await readMailbox(dist());
    expect(mails).toHaveLength(TEAM_RATE_LIMITS.mailsPerRecipient);
    // Another address is counted apart.
    await app.inject(teamPost(teamPaths.api.requestLink, { email: 'grace@example.com' }));
    await vi.waitFor(
      () => expect(mailboxFiles(dist())).toHaveLength(TEAM_RATE_LIMITS.mailsPerRecipient + 1),
      { timeout: 15_000 },
    );
  });
});

describe('signing out', () => {
  it('ends the session on the server: a copy of the cookie taken before opens nothing', async () => {
    const app = await startTeamApp(context);
    const cookie = await signIn(app, dist());
    expect((await app.inject({ url: teamPaths.api.me, headers: { cookie } })).statusCode).toBe(200);
    const out = await app.inject(teamPost(teamPaths.api.signOut, undefined, { cookie }));
    expect(out.statusCode).toBe(204);
    for (const url of [teamPaths.api.me, teamPaths.api.signups, teamPaths.signupsCsv]) {
      const replayed = await app.inject({ url, headers: { cookie } });
      expect(replayed.statusCode, url).toBe(401);
      expect(replayed.json()).toEqual({ errors: [{ message: teamMessages.signInRequired }] });
    }
  });

  it('leaves the other sessions of the same address open', async () => {
    const app = await startTeamApp(context);
    const laptop = await signIn(app, dist());
    const phone = await signIn(app, dist());
    await app.inject(teamPost(teamPaths.api.signOut, undefined, { cookie: laptop }));
    expect(
      (await app.inject({ url: teamPaths.api.me, headers: { cookie: phone } })).statusCode,
    ).toBe(200);
  });
});

describe('an address taken off TEAM_EMAILS', () => {
  it('loses its sessions at once, also on a replica still running with the older list', async () => {
    const key = 'k7Q2vX9pLm4RtY8wZc3NbH6fJd1GsA5e';
    const older = await startTestApp({
      config: testConfig(dist(), teamEnv({ TEAM_SESSION_KEY: key })),
      store: context.harness.store,
      deliveryWorker: true,
    });
    try {
      const grace = await signIn(older, dist(), 'grace@example.com');
      const ada = await signIn(older, dist());
      const me = (cookie: string) => older.inject({ url: teamPaths.api.me, headers: { cookie } });
      expect((await me(grace)).statusCode).toBe(200);

      // Another replica starts with grace taken off the list.
      await startTeamApp(context, { TEAM_EMAILS: TEAM_MEMBER, TEAM_SESSION_KEY: key });
      expect((await me(grace)).statusCode).toBe(401);
      expect((await me(ada)).statusCode).toBe(200);
    } finally {
      await older.close();
    }
  });

  it('loses them without a restart once the list is replaced (SIGHUP)', async () => {
    const app = await startTeamApp(context);
    const grace = await signIn(app, dist(), 'grace@example.com');
    const ada = await signIn(app, dist());
    const me = (cookie: string) => app.inject({ url: teamPaths.api.me, headers: { cookie } });
    expect(await app.replaceTeamEmails([TEAM_MEMBER])).toBe(1);
    expect((await me(grace)).statusCode).toBe(401);
    expect((await me(ada)).statusCode).toBe(200);
    // Listed again, the address signs in anew: its old session stays ended.
    await app.replaceTeamEmails([TEAM_MEMBER, 'grace@example.com']);
    expect((await me(grace)).statusCode).toBe(401);
  });
});
