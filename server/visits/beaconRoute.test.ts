import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { beaconMaxBytes, beaconPath } from '../../shared/contracts/visitCounting';
import { countRows, testCounter, useVisitDatabase, visitDatabases } from '../../test/visitCounting';
import { registerVisitCounting } from './beaconRoute';
import type { VisitCounter } from './visitCounter';

const siteOrigin = 'https://adhelm.test';

const visitBeacon = {
  events: [
    {
      type: 'step',
      step: 'visit',
      path: '/de/pricing',
      locale: 'de',
      device: 'phone',
      source: 'newsletter',
      referrer: 'https://www.news.example',
    },
    { type: 'step', step: 'page', path: '/de/pricing', locale: 'de', device: 'phone' },
    { type: 'vital', name: 'LCP', value: 1800, path: '/de/pricing', locale: 'de', device: 'phone' },
  ],
};

const post = (
  payload: string,
  headers: Record<string, string> = {},
  remoteAddress = '198.51.100.4',
) => ({
  method: 'POST' as const,
  url: beaconPath,
  remoteAddress,
  headers: {
    'content-type': 'text/plain;charset=UTF-8',
    'user-agent': 'Mozilla/5.0 (test)',
    origin: siteOrigin,
    'sec-fetch-site': 'same-origin',
    ...headers,
  },
  payload,
});

describe.each(visitDatabases)('the beacon on %s', (_name, open) => {
  const harness = useVisitDatabase(open);
  let app: FastifyInstance | undefined;
  let counter: VisitCounter | undefined;

  async function start(options: Parameters<typeof testCounter>[2] = {}) {
    counter = testCounter(harness().sql, '2026-03-01T10:00:00Z', options).counter;
    app = Fastify({ logger: false });
    await registerVisitCounting(app, counter, { allowedOrigins: [siteOrigin] });
    await app.ready();
    return { app, counter };
  }
  afterEach(async () => {
    await app?.close();
    await counter?.close();
  });

  it('answers 204 to sendBeacon text and stores the visitor, its page and its vitals', async () => {
    const { app, counter } = await start();
    const answer = await app.inject(post(JSON.stringify(visitBeacon)));
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    expect(answer.headers['set-cookie']).toBeUndefined();
    await counter.flush();
    const [visitor] = await harness().sql.query<Record<string, unknown>>(
      `SELECT day::text AS day, visitor, landed, source, campaign, locale, landing_path, device,
         referrer, steps FROM visit_visitors`,
    );
    expect(visitor).toMatchObject({
      day: '2026-03-01',
      landed: true,
      source: 'newsletter',
      campaign: null,
      locale: 'de',
      landing_path: '/de/pricing',
      device: 'phone',
      referrer: 'news.example',
      steps: 1,
    });
    expect(visitor?.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(visitor)).not.toContain('198.51.100.4');
    expect(await countRows(harness().sql, 'visit_page_views')).toBe(1);
    expect(await countRows(harness().sql, 'visit_vitals_daily')).toBe(1);
  });

  it('takes application/json too', async () => {
    const { app, counter } = await start();
    const answer = await app.inject(
      post(JSON.stringify(visitBeacon), { 'content-type': 'application/json' }),
    );
    expect(answer.statusCode).toBe(204);
    await counter.flush();
    expect(await countRows(harness().sql, 'visit_visitors')).toBe(1);
  });

  it.each<Record<string, string>>([{ dnt: '1' }, { 'sec-gpc': '1' }])(
    'stores nothing for %o',
    async (headers) => {
      const { app, counter } = await start();
      expect((await app.inject(post(JSON.stringify(visitBeacon), headers))).statusCode).toBe(204);
      await counter.flush();
      expect(await countRows(harness().sql, 'visit_visitors')).toBe(0);
      expect(await countRows(harness().sql, 'visit_vitals_daily')).toBe(0);
      expect(await countRows(harness().sql, 'visit_salts')).toBe(0);
    },
  );

  it.each([
    ['not JSON', '<script>alert(1)</script>', 'invalid'],
    [
      'an unknown step',
      JSON.stringify({ events: [{ type: 'step', step: '<b>evil</b>', path: '/', locale: 'en' }] }),
      'invalid',
    ],
    [
      'a path with a query',
      JSON.stringify({
        events: [
          {
            type: 'step',
            step: 'page',
            path: '/?email=ada@example.com',
            locale: 'en',
            device: 'phone',
          },
        ],
      }),
      'invalid',
    ],
    [
      'a visit without its device',
      JSON.stringify({ events: [{ type: 'step', step: 'visit', path: '/', locale: 'en' }] }),
      'invalid',
    ],
    ['no events', JSON.stringify({ events: [] }), 'invalid'],
    [
      'a NUL in a source',
      JSON.stringify({ events: [{ ...visitBeacon.events[0], source: 'evil\u0000' }] }),
      'invisible character',
    ],
    [
      'a line break in a campaign',
      JSON.stringify({ events: [{ ...visitBeacon.events[0], campaign: 'spring\n' }] }),
      'invisible character',
    ],
    [
      'DEL in a referrer',
      JSON.stringify({
        events: [{ ...visitBeacon.events[0], referrer: 'https://a.example\u007f' }],
      }),
      'invisible character',
    ],
    [
      'a line separator (U+2028) in a source',
      JSON.stringify({ events: [{ ...visitBeacon.events[0], source: 'news\u2028letter' }] }),
      'invisible character',
    ],
    [
      'a paragraph separator (U+2029) in a campaign',
      JSON.stringify({ events: [{ ...visitBeacon.events[0], campaign: 'spring\u2029' }] }),
      'invisible character',
    ],
    [
      'a right-to-left override (U+202E) in a source',
      JSON.stringify({ events: [{ ...visitBeacon.events[0], source: 'moc.\u202eevil' }] }),
      'invisible character',
    ],
    [
      'a zero-width space in a path',
      JSON.stringify({ events: [{ ...visitBeacon.events[1], path: '/pri\u200bcing' }] }),
      'invisible character',
    ],
    [
      'a lone surrogate in a path',
      JSON.stringify({ events: [{ ...visitBeacon.events[1], path: '/evil\ud800' }] }),
      'invisible character',
    ],
  ])(
    'refuses %s with 400 in the API error shape, without echoing it, and counts why',
    async (_case, payload, reason) => {
      const { app, counter } = await start();
      const answer = await app.inject(post(payload));
      expect(answer.statusCode).toBe(400);
      const body = answer.json<{ errors: { message: string }[] }>();
      expect(body.errors).toHaveLength(1);
      for (const fragment of ['alert', 'evil', 'ada@example.com'])
        expect(answer.body).not.toContain(fragment);
      await counter.flush();
      expect(await countRows(harness().sql, 'visit_visitors')).toBe(0);
      expect(counter.dropped().reasons).toEqual({ [reason]: 1 });
    },
  );

  it('refuses a body over beaconMaxBytes with 413', async () => {
    const { app, counter } = await start();
    const padding = 'x'.repeat(beaconMaxBytes);
    const answer = await app.inject(post(JSON.stringify({ ...visitBeacon, padding })));
    expect(answer.statusCode).toBe(413);
    expect(answer.json<{ errors: unknown[] }>().errors).toHaveLength(1);
    expect(counter.dropped().reasons).toEqual({ 'too large': 1 });
  });

  it.each<[string, Record<string, string>]>([
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a foreign Origin', { origin: 'https://evil.example', 'sec-fetch-site': 'same-site' }],
    ['an opaque Origin', { origin: 'null' }],
  ])('refuses %s with 403 before reading it', async (_case, headers) => {
    const { app, counter } = await start();
    const answer = await app.inject(post(JSON.stringify(visitBeacon), headers));
    expect(answer.statusCode).toBe(403);
    expect(answer.json<{ errors: unknown[] }>().errors).toHaveLength(1);
    await counter.flush();
    expect(await countRows(harness().sql, 'visit_visitors')).toBe(0);
    expect(counter.dropped().reasons).toEqual({ 'cross-site': 1 });
  });

  it('takes a beacon without Origin or Sec-Fetch-Site (an older browser)', async () => {
    const { app, counter } = await start();
    const answer = await app.inject({
      ...post(JSON.stringify(visitBeacon)),
      headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 (old)' },
    });
    expect(answer.statusCode).toBe(204);
    await counter.flush();
    expect(await countRows(harness().sql, 'visit_visitors')).toBe(1);
  });

  it('drops and counts beacons past the client rate limit, answering them at once', async () => {
    const { app, counter } = await start({
      rateLimit: { max: 2, windowMs: 60_000, maxClients: 100 },
    });
    const statuses = [];
    for (let sent = 0; sent < 4; sent++) {
      statuses.push((await app.inject(post(JSON.stringify(visitBeacon)))).statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 204]);
    expect(counter.dropped().reasons).toEqual({ 'client limit': 2 });
  });

  it('counts an IPv6 /64 as one client and one visitor', async () => {
    const { app, counter } = await start({
      rateLimit: { max: 120, windowMs: 60_000, maxClients: 1_000 },
    });
    for (let host = 1; host <= 200; host++) {
      const answer = await app.inject(
        post(JSON.stringify(visitBeacon), {}, `2001:db8:7:7::${host.toString(16)}`),
      );
      expect(answer.statusCode).toBe(204);
    }
    await app.inject(post(JSON.stringify(visitBeacon), {}, '2001:db8:7:8::1'));
    await counter.flush();
    expect(counter.dropped().reasons).toEqual({ 'client limit': 80 });
    const { totals } = await counter.report({});
    expect(totals.visitors.current).toBe(2);
  });

  it('gives way to a signup call in flight: a flood is dropped, ordinary beacons pass', async () => {
    const { app, counter } = await start({ beaconsPerSecondDuringSignups: 3, signupGraceMs: 0 });
    const signupCall = new EventEmitter() as ServerResponse;
    counter.giveWayTo(signupCall);
    const flood = Array.from({ length: 10 }, (_, sent) =>
      app.inject(post(JSON.stringify(visitBeacon), {}, `203.0.113.${sent}`)),
    );
    expect((await Promise.all(flood)).map((answer) => answer.statusCode)).toEqual(
      Array(10).fill(204),
    );
    expect(counter.dropped().reasons).toEqual({ 'signup under way': 7 });
    signupCall.emit('close');
    for (let sent = 0; sent < 10; sent++) {
      await app.inject(post(JSON.stringify(visitBeacon), {}, `198.51.100.${sent}`));
    }
    expect(counter.dropped().total).toBe(7);
    await counter.flush();
    expect(await countRows(harness().sql, 'visit_visitors')).toBe(13);
  });

  it('drops and counts beacons a full queue cannot take', async () => {
    const { app, counter } = await start({
      queue: { maxQueued: 1, maxBatch: 100, intervalMs: 60_000 },
    });
    await app.inject(post(JSON.stringify(visitBeacon)));
    await app.inject(post(JSON.stringify(visitBeacon), {}, '198.51.100.5'));
    expect(counter.dropped().reasons).toEqual({ 'queue full': 1 });
    await counter.flush();
    expect(await countRows(harness().sql, 'visit_visitors')).toBe(1);
  });
});
