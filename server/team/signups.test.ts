import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpApiTests } from '../../test/apiApp';
import {
  signupPageSchema,
  signupPageSize,
  teamPaths,
  type SignupPage,
} from '../../shared/contracts/teamConsole';
import { readCopy } from '../../shared/copy/readCopy';

const teamMessages = readCopy('teamMessages', 'en');
import type { Store } from '../store/store';
import { signIn, startTeamApp, teamPost } from './teamApp.testkit';
import { quoteHandlings, runsAsFormula, spreadsheetCells } from '../../test/spreadsheetCells';

const context = setUpApiTests();
const dist = () => context.dist.dir;
const store = (): Store => context.harness.store;

async function signup(
  email: string,
  {
    day,
    source,
    campaign,
    locale,
    plan,
    state,
  }: {
    day: string;
    source?: string;
    campaign?: string;
    locale?: 'en' | 'de';
    plan?: 'standard' | 'ultimate';
    state: 'started' | 'checkout' | 'completed';
  },
) {
  const attribution = {
    ...(source ? { utm_source: source } : {}),
    ...(campaign ? { utm_campaign: campaign } : {}),
  };
  const customer = await store().findOrCreateCustomer(email, { attribution, locale });
  await context.harness.sql.query('UPDATE customers SET created_at = $2 WHERE id = $1', [
    customer.id,
    new Date(`${day}T12:00:00Z`),
  ]);
  if (state !== 'started') {
    await store().recordCheckoutSession({
      id: `cs_${email}`,
      customerId: customer.id,
      provider: 'test',
      plan: { level: plan ?? 'standard', billing: 'monthly', currency: 'USD' },
    });
  }
  if (state === 'completed') {
    await store().completeCheckout({ sessionId: `cs_${email}`, provider: 'test' });
  }
  return customer;
}

let app: FastifyInstance;
let cookie: string;

beforeEach(async () => {
  app = await startTeamApp(context);
  cookie = await signIn(app, dist());
});

const get = (url: string) => app.inject({ url, headers: { cookie } });
async function page(query = ''): Promise<SignupPage> {
  const response = await get(`${teamPaths.api.signups}${query}`);
  expect(response.statusCode).toBe(200);
  return signupPageSchema.parse(response.json());
}
const emailsOf = (answer: SignupPage) => answer.signups.map((row) => row.email);

describe('the signups of the console', () => {
  it('lists signups newest first, with their state, plan, attribution and deliveries', async () => {
    await signup('old@example.com', { day: '2026-11-01', state: 'started' });
    await signup('mid@example.com', { day: '2026-11-02', state: 'checkout', plan: 'ultimate' });
    await signup('new@example.com', {
      day: '2026-11-03',
      state: 'completed',
      source: 'news',
      campaign: 'spring',
      locale: 'de',
    });
    const answer = await page();
    expect(answer).toMatchObject({ page: 1, pageSize: signupPageSize, total: 3 });
    expect(emailsOf(answer)).toEqual(['new@example.com', 'mid@example.com', 'old@example.com']);
    const [completed, checkout, started] = answer.signups;
    expect(completed).toMatchObject({
      state: 'completed',
      locale: 'de',
      level: 'standard',
      billing: 'monthly',
      source: 'news',
      campaign: 'spring',
      startedAt: '2026-11-03T12:00:00.000Z',
    });
    expect(completed?.deliveries.map((delivery) => [delivery.kind, delivery.state]).sort()).toEqual(
      [
        ['trial-started', 'pending'],
        ['welcome-email', 'pending'],
      ],
    );
    expect(checkout).toMatchObject({ state: 'checkout', level: 'ultimate', completedAt: null });
    expect(started).toMatchObject({ state: 'started', level: null, deliveries: [] });
  });

  it('filters by date range, source, campaign, locale, plan and state', async () => {
    await signup('a@example.com', { day: '2026-10-31', state: 'started', source: 'news' });
    await signup('b@example.com', {
      day: '2026-11-01',
      state: 'completed',
      source: 'news',
      campaign: 'spring',
      plan: 'ultimate',
    });
    await signup('c@example.com', { day: '2026-11-02', state: 'checkout', locale: 'de' });
    await signup('d@example.com', { day: '2026-11-03', state: 'completed', source: 'ads' });

    expect(emailsOf(await page('?from=2026-11-01&to=2026-11-02'))).toEqual([
      'c@example.com',
      'b@example.com',
    ]);
    expect(emailsOf(await page('?source=news'))).toEqual(['b@example.com', 'a@example.com']);
    expect(emailsOf(await page('?campaign=spring'))).toEqual(['b@example.com']);
    expect(emailsOf(await page('?locale=de'))).toEqual(['c@example.com']);
    expect(emailsOf(await page('?plan=ultimate'))).toEqual(['b@example.com']);
    expect(emailsOf(await page('?state=completed'))).toEqual(['d@example.com', 'b@example.com']);
    expect(emailsOf(await page('?state=checkout'))).toEqual(['c@example.com']);
    expect(emailsOf(await page('?state=started'))).toEqual(['a@example.com']);
    expect(emailsOf(await page('?state=completed&source=news&to=2026-11-01'))).toEqual([
      'b@example.com',
    ]);
  });

  it('pages by the page size, with the total of every page', async () => {
    const count = signupPageSize + 3;
    for (let index = 0; index < count; index += 1) {
      const day = `2026-10-${String(1 + (index % 28)).padStart(2, '0')}`;
      await signup(`p${index}@example.com`, { day, state: 'started' });
    }
    const first = await page();
    const second = await page('?page=2');
    expect(first.signups).toHaveLength(signupPageSize);
    expect(second.signups).toHaveLength(3);
    expect(second).toMatchObject({ page: 2, total: count });
    const all = [...emailsOf(first), ...emailsOf(second)];
    expect(new Set(all).size).toBe(count);
    expect((await page('?page=3')).signups).toEqual([]);
  });

  it('refuses filters it cannot read', async () => {
    for (const query of ['?from=2026-02-30', '?state=lost', '?locale=xx', '?page=0', '?to=11/01']) {
      const response = await get(`${teamPaths.api.signups}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ errors: [{ message: teamMessages.filtersInvalid }] });
    }
  });

  it('answers an unknown console address with its own 404 once signed in', async () => {
    const response = await get('/team/api/no-such-report');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ message: teamMessages.notFound }] });
  });
});

describe('retrying a delivery', () => {
  it('tells when a delivery whose attempt failed is tried again, and nothing for one never tried', async () => {
    const customer = await signup('grace@example.com', { day: '2026-11-03', state: 'completed' });
    await context.harness.sql.query(
      `UPDATE deliveries SET state = 'pending', attempts = 2, last_error = 'Platform answered 503',
         next_attempt_at = '2026-11-30T14:05:00Z'
       WHERE customer_id = $1 AND kind = 'trial-started'`,
      [customer.id],
    );
    const [row] = (await page()).signups;
    const retrying = row?.deliveries.find((delivery) => delivery.kind === 'trial-started');
    const waiting = row?.deliveries.find((delivery) => delivery.kind === 'welcome-email');
    expect(retrying).toMatchObject({
      state: 'pending',
      lastError: 'Platform answered 503',
      nextAttemptAt: '2026-11-30T14:05:00.000Z',
    });
    expect(waiting).toMatchObject({ state: 'pending', lastError: null, nextAttemptAt: null });
  });

  it('queues a failed delivery again, and only a failed one', async () => {
    const customer = await signup('ada@example.com', { day: '2026-11-03', state: 'completed' });
    await context.harness.sql.query(
      `UPDATE deliveries SET state = 'failed', attempts = 10, last_error = 'SMTP refused'
       WHERE customer_id = $1 AND kind = 'welcome-email'`,
      [customer.id],
    );
    const [row] = (await page()).signups;
    const failed = row?.deliveries.find((delivery) => delivery.state === 'failed');
    const pending = row?.deliveries.find((delivery) => delivery.state === 'pending');
    expect(failed).toMatchObject({
      kind: 'welcome-email',
      attempts: 10,
      lastError: 'SMTP refused',
    });

    const retried = await app.inject(
      teamPost(teamPaths.api.retryDelivery(failed?.id ?? ''), undefined, { cookie }),
    );
    expect(retried.statusCode).toBe(204);
    const after = (await page()).signups[0]?.deliveries.find((d) => d.id === failed?.id);
    expect(after).toMatchObject({ state: 'pending', attempts: 0 });

    for (const id of [failed?.id ?? '', pending?.id ?? '']) {
      const again = await app.inject(
        teamPost(teamPaths.api.retryDelivery(id), undefined, { cookie }),
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ errors: [{ message: teamMessages.deliveryNotFailed }] });
    }
    const unknown = await app.inject(
      teamPost(teamPaths.api.retryDelivery('not-an-id'), undefined, { cookie }),
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the CSV export', () => {
  it('exports every filtered signup, all pages, with plan, attribution and quoting', async () => {
    for (let index = 0; index < signupPageSize + 2; index += 1) {
      await signup(`bulk${index}@example.com`, { day: '2026-10-01', state: 'started' });
    }
    await signup('=cmd@example.com', {
      day: '2026-11-02',
      state: 'completed',
      source: '+SUM(A1)',
      campaign: 'spring, "big"',
      plan: 'ultimate',
    });
    const response = await get(teamPaths.signupsCsv);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="signups-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      [
        'email,state,started,completed,level,billing,currency,locale,utm_source,utm_medium,utm_campaign',
        'utm_term,utm_content,gclid,msclkid,referrer,landing_path,channel,named_source',
        'trial_outcome,paid,welcome_email,platform_event',
      ]
        .join(',')
        .split(',')
        .map((header) => `"${header}"`)
        .join(','),
    );
    expect(lines).toHaveLength(1 + signupPageSize + 3 + 1);
    expect(lines[1]).toMatch(
      /^"'=cmd@example\.com","completed","2026-11-02T12:00:00\.000Z","\S+","ultimate","monthly","USD","en","'\+SUM\(A1\)","","spring, ""big""","","","","","","","referral","'\+SUM\(A1\)","trial","","pending","pending"$/,
    );

    const filtered = await get(`${teamPaths.signupsCsv}?state=completed`);
    expect(filtered.body.split('\r\n')).toHaveLength(3);
  });

  it('writes semicolons for a spreadsheet in a European language (?sep=;), and no formula', async () => {
    await signup('ada@example.com', {
      day: '2026-11-02',
      state: 'started',
      source: 'ads;=1+1;x',
    });
    const response = await get(`${teamPaths.signupsCsv}?sep=${encodeURIComponent(';')}`);
    expect(response.statusCode).toBe(200);
    const [header, row] = spreadsheetCells(response.body, ';');
    expect(header?.slice(0, 2)).toEqual(['email', 'state']);
    expect(row?.[8]).toBe("ads;'=1+1;x");
    for (const separator of [',', ';']) {
      for (const quotes of quoteHandlings) {
        const cells = spreadsheetCells(response.body, separator, { quotes }).flat();
        expect(cells.filter(runsAsFormula)).toEqual([]);
      }
    }
    expect((await get(`${teamPaths.signupsCsv}?sep=tab`)).statusCode).toBe(400);
  });
});
