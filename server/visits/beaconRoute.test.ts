import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { beaconMaxBytes, beaconPath } from '../../shared/contracts/visitCounting';
import { countRows, testCounter, useVisitDatabase, visitDatabases } from '../../test/visitCounting';
import { registerVisitCounting } from './beaconRoute';
import type { VisitCounter } from './visitCounter';

const visitBeacon = {
  events: [
    {
      type: 'step',
      step: 'visit',
      path: '/de/pricing',
      locale: 'de',
      source: 'newsletter',
      referrer: 'https://news.example',
    },
    { type: 'vital', name: 'LCP', value: 1800, path: '/de/pricing', locale: 'de', device: 'phone' },
  ],
};

const post = (payload: string, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: beaconPath,
  remoteAddress: '198.51.100.4',
  headers: {
    'content-type': 'text/plain;charset=UTF-8',
    'user-agent': 'Mozilla/5.0 (test)',
    ...headers,
  },
  payload,
});

describe.each(visitDatabases)('the beacon on %s', (_name, open) => {
  const harness = useVisitDatabase(open);
  let app: FastifyInstance | undefined;
  let counter: VisitCounter | undefined;

  async function start(options: Parameters<typeof testCounter>[2] = {}, dropAnswerDelayMs = 0) {
    counter = testCounter(harness().sql, '2026-03-01T10:00:00Z', options).counter;
    app = Fastify({ logger: false });
    await registerVisitCounting(app, counter, { dropAnswerDelayMs });
    await app.ready();
    return { app, counter };
  }
  afterEach(async () => {
    await app?.close();
    await counter?.close();
  });

  it('answers 204 to sendBeacon text and stores its steps and vitals', async () => {
    const { app, counter } = await start();
    const answer = await app.inject(post(JSON.stringify(visitBeacon)));
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    expect(answer.headers['set-cookie']).toBeUndefined();
    await counter.flush();
    const [event] = await harness().sql.query<Record<string, string>>(
      'SELECT day::text AS day, visitor, step, path, locale, source, campaign, referrer FROM visit_events',
    );
    expect(event).toMatchObject({
      day: '2026-03-01',
      step: 'visit',
      path: '/de/pricing',
      locale: 'de',
      source: 'newsletter',
      campaign: null,
      referrer: 'https://news.example',
    });
    expect(event?.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(event)).not.toContain('198.51.100.4');
    expect(await countRows(harness().sql, 'visit_vitals')).toBe(1);
  });

  it('takes application/json too', async () => {
    const { app, counter } = await start();
    const answer = await app.inject(
      post(JSON.stringify(visitBeacon), { 'content-type': 'application/json' }),
    );
    expect(answer.statusCode).toBe(204);
    await counter.flush();
    expect(await countRows(harness().sql, 'visit_events')).toBe(1);
  });

  it.each<Record<string, string>>([{ dnt: '1' }, { 'sec-gpc': '1' }])(
    'stores nothing for %o',
    async (headers) => {
      const { app, counter } = await start();
      expect((await app.inject(post(JSON.stringify(visitBeacon), headers))).statusCode).toBe(204);
      await counter.flush();
      expect(await countRows(harness().sql, 'visit_events')).toBe(0);
      expect(await countRows(harness().sql, 'visit_vitals')).toBe(0);
      expect(await countRows(harness().sql, 'visit_salts')).toBe(0);
    },
  );

  it.each([
    ['not JSON', '<script>alert(1)</script>'],
    [
      'an unknown step',
      JSON.stringify({ events: [{ type: 'step', step: '<b>evil</b>', path: '/', locale: 'en' }] }),
    ],
    [
      'a path with a query',
      JSON.stringify({
        events: [{ type: 'step', step: 'visit', path: '/?email=ada@example.com', locale: 'en' }],
      }),
    ],
    ['no events', JSON.stringify({ events: [] })],
  ])('refuses %s with 400 in the API error shape, without echoing it', async (_case, payload) => {
    const { app, counter } = await start();
    const answer = await app.inject(post(payload));
    expect(answer.statusCode).toBe(400);
    const body = answer.json<{ errors: { message: string }[] }>();
    expect(body.errors).toHaveLength(1);
    for (const fragment of ['alert', 'evil', 'ada@example.com'])
      expect(answer.body).not.toContain(fragment);
    await counter.flush();
    expect(await countRows(harness().sql, 'visit_events')).toBe(0);
  });

  it('refuses a body over beaconMaxBytes with 413', async () => {
    const { app } = await start();
    const padding = 'x'.repeat(beaconMaxBytes);
    const answer = await app.inject(post(JSON.stringify({ ...visitBeacon, padding })));
    expect(answer.statusCode).toBe(413);
    expect(answer.json<{ errors: unknown[] }>().errors).toHaveLength(1);
  });

  it('drops and counts beacons past the client rate limit, answering them late', async () => {
    const { app, counter } = await start(
      { rateLimit: { max: 2, windowMs: 60_000, maxClients: 100 } },
      300,
    );
    const answers = [];
    for (let sent = 0; sent < 4; sent++) {
      const begun = performance.now();
      const { statusCode } = await app.inject(post(JSON.stringify(visitBeacon)));
      answers.push({ statusCode, late: performance.now() - begun >= 145 });
    }
    expect(answers).toEqual([
      { statusCode: 204, late: false },
      { statusCode: 204, late: false },
      { statusCode: 204, late: true },
      { statusCode: 204, late: true },
    ]);
    await counter.flush();
    expect(await countRows(harness().sql, 'visit_events')).toBe(2);
    expect(counter.dropped()).toBe(2);
  });

  it('gives way to a signup call in flight: a flood is dropped, ordinary beacons pass', async () => {
    const { app, counter } = await start({ beaconsPerSecondDuringSignups: 3, signupGraceMs: 0 });
    const signupCall = new EventEmitter() as ServerResponse;
    counter.giveWayTo(signupCall);
    const flood = Array.from({ length: 10 }, (_, sent) =>
      app.inject(post(JSON.stringify(visitBeacon), { 'x-sent': String(sent) })),
    );
    expect((await Promise.all(flood)).map((answer) => answer.statusCode)).toEqual(
      Array(10).fill(204),
    );
    expect(counter.dropped()).toBe(7);
    signupCall.emit('close');
    for (let sent = 0; sent < 10; sent++) await app.inject(post(JSON.stringify(visitBeacon)));
    expect(counter.dropped()).toBe(7);
    await counter.flush();
    expect(await countRows(harness().sql, 'visit_events')).toBe(13);
  });

  it('drops and counts beacons a full queue cannot take', async () => {
    const { app, counter } = await start({
      queue: { maxQueued: 1, maxBatch: 100, intervalMs: 60_000 },
    });
    await app.inject(post(JSON.stringify(visitBeacon)));
    await app.inject(post(JSON.stringify(visitBeacon)));
    expect(counter.dropped()).toBe(1);
    await counter.flush();
    expect(await countRows(harness().sql, 'visit_events')).toBe(1);
  });
});
