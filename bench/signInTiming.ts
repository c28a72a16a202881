/**
 * The team console's sign-in as a prober for team members sees it, against the real server
 * process on each database, over HTTP on loopback: the medians of the sign-in request and of the
 * client's next request, for a listed and an unlisted address, interleaved, each from a client
 * address of its own (X-Forwarded-For, the server trusting loopback as its proxy). Then a flood:
 * many clients ask for one listed address at once, and the mails it receives are counted.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { teamPaths } from '../shared/contracts/teamConsole';
import { measureSignInTiming, type SignInTiming } from '../test/signInTiming';
import {
  scratchPglite,
  scratchPostgres,
  startServerProcess,
  type ScratchDatabase,
} from '../test/siteServerProcess';

export interface SignInTimingOptions {
  distDir: string;
  samples: number;
  floodRequests: number;
  postgresUrl?: string;
}

export interface SignInTimingRow extends SignInTiming {
  database: string;
  /** Requests for one listed address from as many clients, all answered 202 alike. */
  floodRequests: number;
  floodAnswers: Record<string, number>;
  /** Sign-in mails the address received from the flood. */
  floodMails: number;
}

const LISTED = 'ada@example.com';
const FLOODED = 'grace@example.com';
const UNLISTED = 'mallory@example.com';

async function ask(origin: string, email: string, client: string): Promise<number> {
  const response = await fetch(`${origin}${teamPaths.api.requestLink}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': client },
    body: JSON.stringify({ email }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** The messages in the local mailbox addressed to `email`. */
const mailsTo = (mailbox: string, email: string) => {
  try {
    return readdirSync(mailbox)
      .filter((name) => name.endsWith('.eml'))
      .filter((name) => readFileSync(join(mailbox, name), 'utf8').includes(`To: ${email}`)).length;
  } catch {
    return 0;
  }
};

async function measureOn(
  database: ScratchDatabase,
  options: SignInTimingOptions,
): Promise<SignInTimingRow> {
  const dataDir = mkdtempSync(join(tmpdir(), 'adhelm-bench-sign-in-'));
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      ...database.serverEnv,
      DIST_DIR: options.distDir,
      TEAM_EMAILS: `${LISTED},${FLOODED}`,
      TRUST_PROXY: 'loopback',
    },
    { timeoutMs: 60_000 },
  );
  try {
    const { origin } = server;
    const timing = await measureSignInTiming(
      {
        ask: async (email, client) => {
          const status = await ask(origin, email, client);
          if (status !== 202) throw new Error(`The sign-in request answered ${status}.`);
        },
        followUp: async (client) => {
          const response = await fetch(`${origin}${teamPaths.api.me}`, {
            headers: { 'x-forwarded-for': client },
          });
          await response.arrayBuffer();
        },
      },
      { listed: LISTED, unlisted: UNLISTED },
      { samples: options.samples },
    );

    // The flood: every request from its own client address, 20 at a time.
    const answers: Record<string, number> = {};
    for (let start = 0; start < options.floodRequests; start += 20) {
      const batch = Array.from(
        { length: Math.min(20, options.floodRequests - start) },
        (_, index) => {
          const client = start + index;
          return ask(origin, FLOODED, `172.16.${client >> 8}.${client & 255}`);
        },
      );
      for (const status of await Promise.all(batch)) answers[status] = (answers[status] ?? 0) + 1;
    }
    // The sender takes a request's mail within a second, behind the timing run's: wait until the
    // count has not moved for 5 s (at most 2 minutes).
    const mailbox = join(database.serverEnv.DATA_DIR ?? dataDir, 'mailbox');
    let counted = -1;
    let stableSince = Date.now();
    for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
      const now = mailsTo(mailbox, FLOODED);
      if (now !== counted) [counted, stableSince] = [now, Date.now()];
      else if (now > 0 && Date.now() - stableSince > 5_000) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return {
      database: database.label,
      ...timing,
      floodRequests: options.floodRequests,
      floodAnswers: answers,
      floodMails: mailsTo(mailbox, FLOODED),
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runSignInTiming(
  options: SignInTimingOptions,
  log: (line: string) => void,
): Promise<{ samples: number; rows: SignInTimingRow[] }> {
  const openers: (() => Promise<ScratchDatabase>)[] = [async () => scratchPglite()];
  const { postgresUrl } = options;
  if (postgresUrl) openers.push(() => scratchPostgres(postgresUrl));
  const rows: SignInTimingRow[] = [];
  for (const open of openers) {
    const database = await open();
    try {
      const row = await measureOn(database, options);
      rows.push(row);
      const ms = (value: number) => `${value.toFixed(2)} ms`;
      log(
        `  ${row.database.padEnd(16)} request ${ms(row.listed.request)} listed / ${ms(row.unlisted.request)} unlisted; next request ${ms(row.listed.followUp)} / ${ms(row.unlisted.followUp)}; told apart ${Math.round(row.toldApart * 100)}%; flood of ${row.floodRequests}: ${row.floodMails} mails`,
      );
    } finally {
      await database.remove();
    }
  }
  return { samples: options.samples, rows };
}
