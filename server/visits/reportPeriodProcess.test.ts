import { simpleParser } from 'mailparser';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDist } from '../../test/apiApp';
import { addDays, utcDay } from '../../shared/contracts/reportPeriod';
import { teamPaths } from '../../shared/contracts/teamConsole';
import {
  scratchPglite,
  startServerProcess,
  type ScratchDatabase,
  type ServerProcess,
} from '../../test/siteServerProcess';

const member = 'ada@example.com';

/**
 * A period that once made the report loop for ever (`to=9999-12-31`: the day after it is written
 * `+010000-01-01`, which sorts before it as text) took the whole server down, so each is asked of
 * a real server process while its liveness probe is watched. Each must be answered, at once and
 * in the console's words, and the process must keep answering /livez meanwhile.
 */
const periods = [
  'to=9999-12-31',
  'from=9999-12-31&to=9999-12-31',
  'from=9999-12-31',
  'from=%2B010000-01-01',
  'to=%2B010000-01-01',
  'from=1500-01-01',
  'to=1500-01-01',
  'from=2026-03-10&to=2026-03-01',
  'from=2021-01-01&to=2026-01-01',
  'from=2026-02-30',
  'from=yesterday',
  `from=${'9'.repeat(40)}`,
];

let dist: ReturnType<typeof createTestDist>;
let database: ScratchDatabase;
let server: ServerProcess;
let cookie = '';

/** Signs `member` in as a browser would: the e-mailed link's token, then the session. */
async function signIn(): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${server.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.origin },
      body: JSON.stringify(body),
    });
  expect((await post(teamPaths.api.requestLink, { email: member })).status).toBe(202);
  const mailbox = join(database.serverEnv.DATA_DIR ?? '', 'mailbox');
  const token = await vi.waitFor(
    async () => {
      const files = readdirSync(mailbox).filter((name) => name.endsWith('.eml'));
      const mails = await Promise.all(
        files.map((name) => simpleParser(readFileSync(join(mailbox, name)))),
      );
      const found = mails.map((mail) => /#token=([\w-]+)/.exec(mail.text ?? '')?.[1]).find(Boolean);
      if (!found) throw new Error('No sign-in link in the mailbox yet');
      return found;
    },
    { timeout: 20_000, interval: 100 },
  );
  const session = await post(teamPaths.api.session, { token });
  expect(session.status).toBe(204);
  return (session.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

beforeAll(async () => {
  dist = createTestDist();
  database = await scratchPglite();
  server = await startServerProcess({
    ...database.serverEnv,
    DIST_DIR: dist.dir,
    TEAM_EMAILS: member,
  });
  cookie = await signIn();
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await database?.remove();
  dist?.remove();
});

describe('a period the console cannot answer, asked of the running server', () => {
  it.each(periods)('%s is a 400 in words, and /livez answers meanwhile', async (query) => {
    const report = fetch(`${server.origin}${teamPaths.api.report}?${query}`, {
      headers: { cookie },
      signal: AbortSignal.timeout(5_000),
    });
    const started = performance.now();
    const alive = await fetch(`${server.origin}/livez`, { signal: AbortSignal.timeout(2_000) });
    expect(alive.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(2_000);
    const answer = await report;
    expect(answer.status).toBe(400);
    const { errors } = (await answer.json()) as { errors: { message: string }[] };
    expect(errors[0]?.message).toMatch(/^(The period|A period|The console has figures)/);
  });

  it('answers a period it can, a day or the longest, with every day in it', async () => {
    const today = utcDay(new Date());
    for (const [query, days] of [
      ['', 30],
      [`from=${addDays(today, -365)}`, null],
      [`to=${addDays(today, -40)}`, 30],
    ] as const) {
      const answer = await fetch(`${server.origin}${teamPaths.api.report}?${query}`, {
        headers: { cookie },
      });
      expect(answer.status, query).toBe(200);
      const body = (await answer.json()) as { daily: unknown[] };
      if (days !== null) expect(body.daily, query).toHaveLength(days);
    }
  });
});
