import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApiTests, startTestApp, testConfig } from '../../test/apiApp';
import { signInLinkMinutes, teamPaths } from '../../shared/contracts/teamConsole';
import { readCopy } from '../../shared/copy/readCopy';

const teamMessages = readCopy('teamMessages', 'en');
import {
  requestToken,
  signIn,
  SITE_ORIGIN,
  startTeamApp,
  teamEnv,
  teamPost,
  writeTeamPages,
} from './teamApp.testkit';

const context = setUpApiTests();
const dist = () => context.dist.dir;
beforeAll(() => writeTeamPages(dist()));

const deliveryId = '5b0f7f3e-0000-4000-8000-000000000000';
const guarded: { method: 'GET' | 'POST'; url: string }[] = [
  { method: 'GET', url: teamPaths.api.me },
  { method: 'GET', url: teamPaths.api.signups },
  { method: 'GET', url: `${teamPaths.api.signups}?state=completed&page=2` },
  { method: 'POST', url: teamPaths.api.retryDelivery(deliveryId) },
  { method: 'GET', url: teamPaths.api.report },
  { method: 'GET', url: '/team/api/no-such-report' },
  { method: 'GET', url: teamPaths.signupsCsv },
];

const refusal = (message: string) => ({ errors: [{ message }] });

describe('without a session', () => {
  it.each(guarded)('$method $url answers 401 and tells nothing', async ({ method, url }) => {
    const app = await startTeamApp(context);
    const response = await app.inject(method === 'POST' ? teamPost(url) : { method, url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(refusal(teamMessages.signInRequired));
  });

  it('answers 401 to a forged cookie', async () => {
    const app = await startTeamApp(context);
    const response = await app.inject({
      url: teamPaths.api.me,
      headers: { cookie: 'adhelm_team=AAAA%3BBBBB' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the Origin check', () => {
  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['no Origin at all', { origin: '' }],
  ])('refuses (403) a change from %s, session or not', async (_case, headers) => {
    const app = await startTeamApp(context);
    const cookie = await signIn(app, dist());
    const requests = [
      teamPost(teamPaths.api.requestLink, { email: 'ada@example.com' }, headers),
      teamPost(teamPaths.api.session, { token: 'x' }, headers),
      teamPost(teamPaths.api.signOut, undefined, { ...headers, cookie }),
      teamPost(teamPaths.api.retryDelivery(deliveryId), undefined, { ...headers, cookie }),
    ];
    for (const request of requests) {
      if (!request.headers.origin) delete (request.headers as { origin?: string }).origin;
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(403);
      expect(response.json()).toEqual(
        refusal(teamMessages.originRefused.replaceAll('{site}', SITE_ORIGIN)),
      );
    }
  });

  it('takes a change from the twin of a local site address, which answers too', async () => {
    const app = await startTeamApp(context);
    const twin = SITE_ORIGIN.replace('localhost', '127.0.0.1');
    expect(twin).not.toBe(SITE_ORIGIN);
    const response = await app.inject(
      teamPost(teamPaths.api.requestLink, { email: 'ada@example.com' }, { origin: twin }),
    );
    expect(response.statusCode).toBe(202);
  });
});

describe('the /team headers', () => {
  const expectPrivate = (headers: Record<string, unknown>, what: string) => {
    expect(headers['cache-control'], what).toBe('no-store');
    expect(headers['x-robots-tag'], what).toBe('noindex');
  };

  it('keep every console page and answer out of caches and search engines', async () => {
    const app = await startTeamApp(context);
    const cookie = await signIn(app, dist());
    const answers = [
      await app.inject(teamPaths.console),
      await app.inject(teamPaths.signIn),
      await app.inject(`${teamPaths.console}/no-such-page`),
      await app.inject(teamPaths.api.me),
      await app.inject({ url: teamPaths.api.me, headers: { cookie } }),
      await app.inject({ url: teamPaths.api.signups, headers: { cookie } }),
      await app.inject({ url: teamPaths.signupsCsv, headers: { cookie } }),
      await app.inject(teamPost(teamPaths.api.requestLink, { email: 'x@example.com' })),
    ];
    expect(answers[0]?.statusCode).toBe(200);
    expect(answers[1]?.statusCode).toBe(200);
    for (const answer of answers) expectPrivate(answer.headers, answer.raw.req.url ?? '');
  });

  it('leave the rest of the site as it was', async () => {
    const app = await startTeamApp(context);
    const home = await app.inject('/');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['x-robots-tag']).toBeUndefined();
  });
});

describe('the expiry of a link', () => {
  it(`opens a session until ${signInLinkMinutes} minutes have passed, not after`, async () => {
    let now = new Date('2026-11-23T10:00:00Z');
    const app = await startTestApp({
      config: testConfig(dist(), teamEnv()),
      store: context.harness.store,
      deliveryWorker: true,
      now: () => now,
    });
    const early = await requestToken(app, dist());
    const late = await requestToken(app, dist());
    now = new Date(now.getTime() + signInLinkMinutes * 60_000 - 1_000);
    expect((await app.inject(teamPost(teamPaths.api.session, { token: early }))).statusCode).toBe(
      204,
    );
    now = new Date(now.getTime() + 1_000);
    const expired = await app.inject(teamPost(teamPaths.api.session, { token: late }));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(refusal(teamMessages.linkInvalid));
    await app.close();
  });
});

describe('the session POST', () => {
  it('is rate limited (429) against guessing tokens', async () => {
    const app = await startTeamApp(context);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await app.inject(
        teamPost(teamPaths.api.session, { token: `guess-${attempt}` }),
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
