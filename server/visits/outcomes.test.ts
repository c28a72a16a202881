import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonPost, setUpApiTests } from '../../test/apiApp';
import { signupCallPaths } from '../../shared/contracts/signupApi';
import { outcomeAnswerSchema, teamPaths } from '../../shared/contracts/teamConsole';
import { displayedPrice } from '../../shared/facts/pricing';
import { signIn, startTeamApp } from '../team/teamApp.testkit';
import { monthlyRevenueUsd, outcomeAnswer } from './outcomes';

const context = setUpApiTests();
let app: FastifyInstance;
let cookie: string;

beforeEach(async () => {
  app = await startTeamApp(context);
  cookie = await signIn(app, context.dist.dir);
});

/** A signup through the API and the test checkout, its first visit's attribution as given. */
async function trial(email: string, attribution: Record<string, string>, billing = 'monthly') {
  const created = await app.inject(
    jsonPost(signupCallPaths.createCustomer, { email, locale: 'en', attribution }),
  );
  const checkout = await app.inject(
    jsonPost(signupCallPaths.createCheckoutSession, {
      ...created.json<Record<string, unknown>>(),
      billing,
      level: 'business',
    }),
  );
  if (checkout.statusCode !== 200) throw new Error(`${created.body} ${checkout.body}`);
  const path = new URL(checkout.body).pathname;
  const form = {
    method: 'POST' as const,
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  };
  expect((await app.inject(form)).statusCode).toBe(303);
  return { path, form };
}

const outcomes = async (query = '') => {
  const response = await app.inject({
    url: `${teamPaths.api.outcomes}${query}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return outcomeAnswerSchema.parse(response.json());
};

describe('from trial to paying customer', () => {
  it('shows a trial ended now in the test checkout as a paying customer under its source', async () => {
    const bing = await trial('bing@example.com', { referrer: 'https://www.bing.com' }, 'annual');
    await trial('news@example.com', { utm_source: 'news', utm_medium: 'email' });
    const before = await outcomes();
    expect(before.totals).toEqual({ checkout: 2, trials: 2, paying: 0, monthlyRevenueUsd: 0 });

    const end = (outcome: string) => ({
      ...bing.form,
      url: `${bing.path}/trial-end?outcome=${outcome}`,
    });
    const ended = await app.inject(end('paid'));
    expect(ended.statusCode).toBe(303);
    expect(ended.headers.location).toBe(`${bing.path}?recorded=1`);
    expect((await app.inject(ended.headers.location ?? '')).body).toContain('role="status"');
    // A second press is the same event again: nothing changes twice.
    await app.inject(end('paid'));

    const after = await outcomes();
    const annualMonthly = displayedPrice('USD').annual / 12;
    expect(after.totals).toEqual({
      checkout: 2,
      trials: 2,
      paying: 1,
      monthlyRevenueUsd: annualMonthly,
    });
    expect(after.groups.channel).toEqual([
      { name: 'search', checkout: 1, trials: 1, paying: 1, monthlyRevenueUsd: annualMonthly },
      { name: 'email', checkout: 1, trials: 1, paying: 0, monthlyRevenueUsd: 0 },
    ]);
    expect(after.groups.source[0]).toMatchObject({ name: 'Bing', channel: 'search', paying: 1 });
    expect(after.groups.plan[0]).toMatchObject({ name: 'business · annual', paying: 1 });
    const filtered = await outcomes('?channel=email');
    expect(filtered.totals).toMatchObject({ trials: 1, paying: 0 });

    const signups = await app.inject({ url: teamPaths.api.signups, headers: { cookie } });
    const rows = signups.json<{ signups: { email: string; outcome: string; source: string }[] }>();
    expect(rows.signups.map(({ email, outcome, source }) => [email, outcome, source])).toEqual([
      ['news@example.com', 'trial', 'news'],
      ['bing@example.com', 'paying', 'Bing'],
    ]);
  });

  it('ends only a completed test trial, with a known outcome', async () => {
    const created = await app.inject(
      jsonPost(signupCallPaths.createCustomer, { email: 'open@example.com', locale: 'en' }),
    );
    const checkout = await app.inject(
      jsonPost(signupCallPaths.createCheckoutSession, created.json()),
    );
    const path = new URL(checkout.body).pathname;
    const post = (url: string) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
    expect((await post(`${path}/trial-end?outcome=paid`)).statusCode).toBe(404);
    const { path: done } = await trial('done@example.com', {});
    expect((await post(`${done}/trial-end?outcome=refunded`)).statusCode).toBe(404);
    expect((await post(`${done}/trial-end`)).statusCode).toBe(404);
  });

  it('refuses a period or filter it cannot read, in the console’s words', async () => {
    for (const query of ['?from=2026-02-30', '?channel=tv', '?locale=xx']) {
      const response = await app.inject({
        url: `${teamPaths.api.outcomes}${query}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).not.toContain('stack');
    }
    expect((await app.inject(teamPaths.api.outcomes)).statusCode).toBe(401);
  });
});

describe('the outcome tables', () => {
  it('add up per dimension, and the revenue a month is the plan’s US-dollar price', () => {
    expect(monthlyRevenueUsd('monthly')).toBe(displayedPrice('USD').monthly);
    expect(monthlyRevenueUsd('annual')).toBe(displayedPrice('USD').annual / 12);
    expect(monthlyRevenueUsd('(none)')).toBe(0);
    const group = {
      channel: 'search',
      source: 'Bing',
      campaign: '(none)',
      landingPath: '/',
      level: 'starter',
      billing: 'monthly',
      checkout: 3,
      trials: 2,
      paying: 1,
    };
    const answer = outcomeAnswer([group, { ...group, landingPath: '/pricing', paying: 0 }]);
    expect(answer.totals).toEqual({
      checkout: 6,
      trials: 4,
      paying: 1,
      monthlyRevenueUsd: displayedPrice('USD').monthly,
    });
    expect(answer.groups.landing.map((row) => row.name)).toEqual(['/', '/pricing']);
    expect(answer.groups.source).toEqual([{ name: 'Bing', channel: 'search', ...answer.totals }]);
  });
});
