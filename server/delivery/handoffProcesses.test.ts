import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDist } from '../../test/apiApp';
import { runningServerOperations } from '../operations/controlSocket';
import {
  completeTestSignup,
  PlatformReceiver,
  SmtpSink,
  spawnServer,
  startSilentServer,
  untilListening,
  waitFor,
  type ServerProcess,
} from '../../test/handoffReceivers';
import { scratchPglite } from '../../test/siteServerProcess';

/*
 * Real server processes (`node --import tsx server/main.ts`): a crash between completion and
 * delivery, and two replicas on one PostgreSQL.
 */

let dist: ReturnType<typeof createTestDist>;
let smtp: SmtpSink;
let platform: PlatformReceiver;
const running: ServerProcess[] = [];

beforeAll(async () => {
  dist = createTestDist();
  smtp = await new SmtpSink().start();
  platform = await new PlatformReceiver().start();
});
afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  await smtp.stop();
  await platform.stop();
  dist.remove();
});

function start(env: Record<string, string>): ServerProcess {
  const server = spawnServer({
    HOST: '127.0.0.1',
    PORT: '0',
    DIST_DIR: dist.dir,
    PLATFORM_SIGNING_SECRET: 'signing-secret-for-process-tests',
    PLATFORM_WEBHOOK_SECRET: platform.secret,
    DELIVERY_POLL_MS: '50',
    DELIVERY_RETRY_BASE_MS: '50',
    RATE_LIMIT_SIGNUP_MAX: '1000',
    ...env,
  });
  running.push(server);
  return server;
}

describe('a crash between completion and delivery', () => {
  it('delivers both at once after a kill -9 and a restart, with the same ids and no duplicate', async () => {
    const database = await scratchPglite();
    const dataDir = database.serverEnv.DATA_DIR ?? '';
    const hungSmtp = await startSilentServer();
    const hungPlatform = await startSilentServer();
    try {
      const first = start({
        DATA_DIR: dataDir,
        SMTP_URL: hungSmtp.url('smtp').replace(/\/$/, ''),
        PLATFORM_WEBHOOK_URL: hungPlatform.url('http'),
      });
      const firstUrl = await untilListening(first);
      await completeTestSignup(firstUrl, 'crash@example.com');
      // Both deliveries are in the middle of their first attempt when the process dies.
      const firstEventId = await waitFor(
        () => hungSmtp.connections > 0 && /webhook-id: (\S+)/i.exec(hungPlatform.received)?.[1],
        { what: 'both attempts to begin' },
      );
      first.child.kill('SIGKILL');
      await first.exited;

      // The restarted worker takes its own leases back at once, without waiting for them to lapse.
      const second = start({
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        PLATFORM_WEBHOOK_URL: platform.url,
      });
      await untilListening(second);
      // Counted from when it listens: how long it starts on a busy machine is not the point.
      const restartedAt = Date.now();
      await waitFor(
        () =>
          smtp.messages.some(
            (mail) => mail.to && 'text' in mail.to && mail.to.text === 'crash@example.com',
          ) &&
          platform.events.some(
            (event) =>
              (event.body as { data: { email: string } }).data.email === 'crash@example.com',
          ),
        { timeoutMs: 30_000, what: 'the e-mail and the event after the restart' },
      );
      const event = platform.events.find(
        (received) =>
          (received.body as { data: { email: string } }).data.email === 'crash@example.com',
      );
      expect(Date.now() - restartedAt).toBeLessThan(20_000);
      expect(event?.id).toBe(firstEventId);
      // Duplicates: each delivery reached its receiver once; the event's one earlier, unanswered
      // attempt carried the same webhook-id, so a receiver that got it can discard the repeat.
      const mails = smtp.messages.filter(
        (mail) => mail.to && 'text' in mail.to && mail.to.text === 'crash@example.com',
      );
      const events = platform.events.filter(
        (received) =>
          (received.body as { data: { email: string } }).data.email === 'crash@example.com',
      );
      expect([mails.length, events.length]).toEqual([1, 1]);
      const operations = await runningServerOperations(dataDir);
      const [header = [], line = []] = (await operations?.signups(new Date(0))) ?? [];
      expect(Object.fromEntries(header.map((name, index) => [name, line[index]]))).toMatchObject({
        email: 'crash@example.com',
        level: 'ultimate',
        billing: 'annual',
        utm_source: 'news',
        utm_campaign: 'spring',
        welcome_email: 'delivered',
        platform_event: 'delivered',
      });
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      await hungSmtp.stop();
      await hungPlatform.stop();
      await database.remove();
    }
  }, 180_000);
});

const postgresUrl = process.env.TEST_DATABASE_URL;

/** A database of its own on the test PostgreSQL, dropped by `remove`. */
async function scratchPostgres(name: string) {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  const url = new URL(postgresUrl ?? '');
  const database = `${url.pathname.slice(1)}_${name}`;
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  url.pathname = `/${database}`;
  return {
    url,
    async remove() {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const sentTo = (email: string) => ({
  mails: () =>
    smtp.messages.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === email),
  events: () =>
    platform.events.filter(
      (event) => (event.body as { data: { email: string } }).data.email === email,
    ),
});

describe.skipIf(!postgresUrl)('two server processes on one PostgreSQL', () => {
  it('a replica killed with -9 mid-delivery: the other delivers within 10 s, once', async () => {
    const { url, remove } = await scratchPostgres('takeover');
    const hungSmtp = await startSilentServer();
    const hungPlatform = await startSilentServer();
    try {
      const dying = start({
        DATABASE_URL: url.href,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'adhelm-replica-')),
        SMTP_URL: hungSmtp.url('smtp').replace(/\/$/, ''),
        PLATFORM_WEBHOOK_URL: hungPlatform.url('http'),
      });
      await completeTestSignup(await untilListening(dying), 'takeover@example.com');
      const eventId = await waitFor(
        () => hungSmtp.connections > 0 && /webhook-id: (\S+)/i.exec(hungPlatform.received)?.[1],
        { what: 'both attempts to begin on the first replica' },
      );
      // The other replica is up before the crash, polling at the default pace.
      const survivor = start({
        DATABASE_URL: url.href,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'adhelm-replica-')),
        SMTP_URL: smtp.url,
        PLATFORM_WEBHOOK_URL: platform.url,
        DELIVERY_POLL_MS: '3000',
      });
      await untilListening(survivor);
      // Held well past one lease: the renewals keep the survivor from taking the deliveries over.
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      const sent = sentTo('takeover@example.com');
      expect([sent.mails().length, sent.events().length]).toEqual([0, 0]);
      dying.child.kill('SIGKILL');
      await dying.exited;
      const killedAt = Date.now();
      await waitFor(() => sent.mails().length > 0 && sent.events().length > 0, {
        timeoutMs: 30_000,
        what: 'the survivor to deliver both',
      });
      expect(Date.now() - killedAt).toBeLessThan(10_000);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect([sent.mails().length, sent.events().length]).toEqual([1, 1]);
      expect(sent.events()[0]?.id).toBe(eventId);
      survivor.child.kill('SIGTERM');
      expect(await survivor.exited).toBe(0);
    } finally {
      await hungSmtp.stop();
      await hungPlatform.stop();
      await remove();
    }
  }, 120_000);

  it('never send the same delivery twice', async () => {
    const { url, remove } = await scratchPostgres('replicas');
    try {
      // A slow platform keeps deliveries in flight while the other replica looks for work.
      platform.delayMs = 100;
      const env = {
        DATABASE_URL: url.href,
        SMTP_URL: smtp.url,
        PLATFORM_WEBHOOK_URL: platform.url,
        DELIVERY_POLL_MS: '20',
      };
      // One data folder each: the delivery worker's id (host, data folder, port) tells them apart.
      const replicas = [
        start({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'adhelm-replica-')) }),
        start({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'adhelm-replica-')) }),
      ];
      const urls = await Promise.all(replicas.map(untilListening));
      const signups = 16;
      const emails = Array.from({ length: signups }, (_, index) => `replica-${index}@example.com`);
      await Promise.all(
        emails.map((email, index) => completeTestSignup(urls[index % 2] ?? '', email)),
      );
      const mine = () =>
        smtp.messages.filter(
          (mail) => mail.to && 'text' in mail.to && mail.to.text.startsWith('replica-'),
        );
      const myEvents = () =>
        platform.events.filter((event) =>
          (event.body as { data: { email: string } }).data.email.startsWith('replica-'),
        );
      const check = new pg.Client({ connectionString: url.href });
      await check.connect();
      try {
        await waitFor(
          async () => {
            const { rows } = await check.query<{ state: string; n: string }>(
              'SELECT state, count(*) AS n FROM deliveries GROUP BY state',
            );
            return (
              rows.length === 1 &&
              rows[0]?.state === 'delivered' &&
              rows[0].n === String(2 * signups)
            );
          },
          { timeoutMs: 60_000, what: 'every delivery to be delivered' },
        );
      } finally {
        await check.end();
      }
      const messageIds = mine().map((mail) => mail.messageId);
      expect(messageIds).toHaveLength(signups);
      expect(new Set(messageIds).size).toBe(signups);
      const eventIds = myEvents().map((event) => event.id);
      expect(eventIds).toHaveLength(signups);
      expect(new Set(eventIds).size).toBe(signups);
      // Both replicas took part.
      for (const replica of replicas) expect(replica.output()).toContain('Delivered:');
      for (const replica of replicas) replica.child.kill('SIGTERM');
      await Promise.all(replicas.map((replica) => replica.exited));
    } finally {
      platform.delayMs = 0;
      await remove();
    }
  }, 180_000);
});
