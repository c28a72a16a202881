import { createHash } from 'node:crypto';
import type { DeliveryOutbox, SignInLinkStore } from '../store/store';

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
  outbox: Pick<DeliveryOutbox, 'queueSignInMail'>;
  links: SignInLinkStore;
  /** The lower-case addresses of TEAM_EMAILS. */
  teamEmails: ReadonlySet<string>;
  now: () => Date;
  /** Has the outbox's worker look at the queue in `delayMs`. */
  wakeDeliveries: (delayMs: number) => void;
}

export interface SignInLinks {
  /**
   * Queues a sign-in mail for the address in the outbox, listed or not: the same write, and
   * nothing else, for every address. The sender mails a link to a listed address and to no other.
   */
  request(email: string): Promise<void>;
  /** The address of an unspent, unexpired link's token, spending it, if it is still listed. */
  redeem(token: string): Promise<string | undefined>;
}

export function createSignInLinks(options: SignInLinkOptions): SignInLinks {
  const { outbox, links, teamEmails, now, wakeDeliveries } = options;
  const { min, max } = SIGN_IN_MAIL_DELAY_MS;
  return {
    async request(email) {
      const delayMs = min + Math.random() * (max - min);
      await outbox.queueSignInMail(email.toLowerCase(), new Date(Date.now() + delayMs));
      wakeDeliveries(delayMs);
    },
    async redeem(token) {
      const email = await links.redeem(hashSignInToken(token), now());
      return email !== undefined && teamEmails.has(email) ? email : undefined;
    },
  };
}
