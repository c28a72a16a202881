import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { signInLinkMinutes, teamPaths } from '../../shared/contracts/teamConsole';
import { loggableError } from '../http/loggableError';
import type { Mailer } from '../delivery/mailer';
import type { SignInLinkStore } from '../store/store';
import { renderSignInMail } from './signInMail';

/** Only this hash of a token is stored: the table alone signs nobody in. */
export const hashSignInToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export interface SignInLinkOptions {
  links: SignInLinkStore;
  mailer: Mailer;
  /** The lower-case addresses of TEAM_EMAILS. */
  teamEmails: ReadonlySet<string>;
  siteUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

export interface SignInLinks {
  /**
   * Mails a link to the address if it is listed, and does nothing otherwise; either way in the
   * background, so the answer neither waits for the mail nor takes longer for a listed address.
   */
  request(email: string): void;
  /** The address of an unspent, unexpired link's token, spending it; undefined otherwise. */
  redeem(token: string): Promise<string | undefined>;
  /** Resolves once the links being mailed are sent (or failed). */
  settled(): Promise<void>;
}

export function createSignInLinks(options: SignInLinkOptions): SignInLinks {
  const { links, mailer, teamEmails, siteUrl, now, log } = options;
  const messageIdDomain = new URL(siteUrl).hostname;
  const inFlight = new Set<Promise<void>>();

  async function send(email: string): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const createdAt = now();
    const expiresAt = new Date(createdAt.getTime() + signInLinkMinutes * 60_000);
    await links.record({ tokenHash: hashSignInToken(token), email, createdAt, expiresAt });
    // The token travels in the fragment, which browsers never send to a server (docs/team-console.md).
    const link = `${siteUrl}${teamPaths.signIn}#token=${token}`;
    await mailer.send({
      to: email,
      messageId: `<${randomUUID()}@${messageIdDomain}>`,
      ...renderSignInMail(link),
    });
    log.info('Team console sign-in link sent');
  }

  return {
    request(email) {
      if (!teamEmails.has(email.toLowerCase())) return;
      const sending = send(email.toLowerCase())
        .catch((error: unknown) => {
          log.error({ err: loggableError(error) }, 'Team console sign-in link not sent');
        })
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    async redeem(token) {
      const email = await links.redeem(hashSignInToken(token), now());
      return email !== undefined && teamEmails.has(email) ? email : undefined;
    },
    async settled() {
      await Promise.all([...inFlight]);
    },
  };
}
