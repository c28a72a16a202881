import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { signInLinkMinutes, teamPaths } from '../../shared/contracts/teamConsole';
import { mailboxKey } from '../../shared/emailRule';
import type { Mailer } from '../delivery/mailer';
import { loggableError } from '../http/loggableError';
import { hashEmail } from '../http/privacy';
import type { WindowCounter } from '../http/rateLimitStore';
import type { ClaimedSignInMail, SignInLinkStore, SignInMailQueue } from '../store/store';
import { hashSignInToken } from './signInLinks';
import { renderSignInMail } from './signInMail';

export interface SignInMailSenderOptions {
  mails: SignInMailQueue;
  links: SignInLinkStore;
  mailer: Mailer;
  /** The lower-case addresses of TEAM_EMAILS. */
  teamEmails: ReadonlySet<string>;
  siteUrl: string;
  /** Counts the mails asked for per recipient, whichever clients asked (shared through Redis). */
  perRecipient: WindowCounter;
  /** At most this many mails to one address per window of `perRecipient`. */
  maxPerRecipient: number;
  /** How often the queue is looked at when nothing woke the sender (another replica's requests). */
  pollMs: number;
  now: () => Date;
  log: FastifyBaseLogger;
}

export interface SignInMailSender {
  /** Looks at the queue in `delayMs` (sooner if it is due sooner already). */
  wake(delayMs: number): void;
  /** Stops looking and waits for the mails in hand. */
  stop(): Promise<void>;
}

const BATCH_SIZE = 10;
/** Longer than an attempt can take (the SMTP timeouts are 20 s at most). */
const LEASE_MS = 60_000;
const MAX_ATTEMPTS = 3;
const RETRY_AFTER_MS = 30_000;

/**
 * Sends the queued sign-in mails. Each is handled with the same work whatever its address: the
 * recipient counted, a token made and recorded (its address decides at spending whether it opens
 * anything), the mail written. Only then is it sent, to a listed address under its per-recipient
 * cap, and to no other.
 */
export function startSignInMailSender(options: SignInMailSenderOptions): SignInMailSender {
  const { mails, links, mailer, teamEmails, siteUrl, perRecipient, maxPerRecipient, now, log } =
    options;
  const messageIdDomain = new URL(siteUrl).hostname;
  let timer: NodeJS.Timeout | undefined;
  let dueAt = Number.POSITIVE_INFINITY;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;
  let stopped = false;

  async function handle(mail: ClaimedSignInMail): Promise<void> {
    const emailHash = hashEmail(mailboxKey(mail.email));
    const asked = await perRecipient.hit(mail.email);
    const token = randomBytes(32).toString('base64url');
    const createdAt = now();
    const expiresAt = new Date(createdAt.getTime() + signInLinkMinutes * 60_000);
    await links.record({
      tokenHash: hashSignInToken(token),
      email: mail.email,
      createdAt,
      expiresAt,
    });
    // The token travels in the fragment, which browsers never send to a server (docs/team-console.md).
    const message = renderSignInMail(`${siteUrl}${teamPaths.signIn}#token=${token}`);
    if (!teamEmails.has(mail.email)) return;
    if (asked > maxPerRecipient) {
      log.warn(
        { emailHash },
        'Team console sign-in link not sent: too many for this address lately',
      );
      return;
    }
    await mailer.send({
      to: mail.email,
      messageId: `<${randomUUID()}@${messageIdDomain}>`,
      ...message,
    });
    log.info({ emailHash }, 'Team console sign-in link sent');
  }

  async function attempt(mail: ClaimedSignInMail): Promise<void> {
    try {
      await handle(mail);
      await mails.remove(mail.id);
    } catch (error) {
      const retry = mail.attempts < MAX_ATTEMPTS;
      log.error(
        { reason: loggableError(error), attempts: mail.attempts, retry },
        'Team console sign-in link not sent',
      );
      await (retry
        ? mails.retryAt(mail.id, new Date(now().getTime() + RETRY_AFTER_MS))
        : mails.remove(mail.id));
    }
  }

  async function drain(): Promise<void> {
    for (;;) {
      wokenWhileRunning = false;
      const at = now();
      const claimed = await mails.claim({
        limit: BATCH_SIZE,
        leaseMs: LEASE_MS,
        now: at,
        requestedAfter: new Date(at.getTime() - signInLinkMinutes * 60_000),
      });
      await Promise.all(claimed.map((mail) => attempt(mail)));
      if (stopped || (claimed.length < BATCH_SIZE && !wokenWhileRunning)) return;
    }
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    const at = Date.now() + delayMs;
    if (timer && dueAt <= at) return;
    clearTimeout(timer);
    dueAt = at;
    timer = setTimeout(run, delayMs);
    // The sender alone never keeps the process alive.
    timer.unref();
  }

  function run(): void {
    timer = undefined;
    dueAt = Number.POSITIVE_INFINITY;
    if (stopped) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => {
        log.error(
          { reason: loggableError(error) },
          'The sign-in mail sender could not reach the database',
        );
      })
      .finally(() => {
        running = undefined;
        schedule(wokenWhileRunning ? 0 : options.pollMs);
      });
  }

  schedule(0);
  return {
    wake: (delayMs) => schedule(delayMs),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
