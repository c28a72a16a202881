import { createHash, randomUUID } from 'node:crypto';
import type { SignInLinkStore, SignInMailQueue } from '../store/store';

/** Only this hash of a token is stored: the table alone signs nobody in. */
export const hashSignInToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * How long after a request its mail is looked at, at random within these bounds. The request
 * itself does the same work for any address; the mail that only a listed address gets is made and
 * sent later, never while the client's next request is being answered.
 */
export const SIGN_IN_MAIL_DELAY_MS = { min: 200, max: 1_000 } as const;

export interface SignInLinkOptions {
  mails: SignInMailQueue;
  links: SignInLinkStore;
  /** The lower-case addresses of TEAM_EMAILS. */
  teamEmails: ReadonlySet<string>;
  now: () => Date;
  /** Has the mail sender look at the queue in `delayMs`. */
  wakeSender: (delayMs: number) => void;
}

export interface SignInLinks {
  /**
   * Queues a sign-in mail for the address, listed or not: the same write, and nothing else, for
   * every address. The sender mails a link to a listed address and to no other.
   */
  request(email: string): Promise<void>;
  /** The address of an unspent, unexpired link's token, spending it, if it is still listed. */
  redeem(token: string): Promise<string | undefined>;
}

export function createSignInLinks(options: SignInLinkOptions): SignInLinks {
  const { mails, links, teamEmails, now, wakeSender } = options;
  const { min, max } = SIGN_IN_MAIL_DELAY_MS;
  return {
    async request(email) {
      await mails.add({ id: randomUUID(), email: email.toLowerCase(), requestedAt: now() });
      wakeSender(min + Math.random() * (max - min));
    },
    async redeem(token) {
      const email = await links.redeem(hashSignInToken(token), now());
      return email !== undefined && teamEmails.has(email) ? email : undefined;
    },
  };
}
