import { randomBytes } from 'node:crypto';
import { signInLinkMinutes, teamPaths } from '../../shared/contracts/teamConsole';
import type { DeliveryOutcome } from '../delivery/handoffSender';
import type { Mailer } from '../delivery/mailer';
import type { WindowCounter } from '../http/rateLimitStore';
import type { ClaimedDelivery, DeliveryOutbox, SignInLinkStore } from '../store/store';
import { hashSignInToken } from './signInLinks';
import { renderSignInMail } from './signInMail';

export interface SignInMailSenderOptions {
  outbox: Pick<DeliveryOutbox, 'teamMailOf'>;
  links: SignInLinkStore;
  mailer: Mailer;
  /** The lower-case addresses of TEAM_EMAILS, as they stand when a mail is sent. */
  teamEmails: ReadonlySet<string>;
  siteUrl: string;
  /** Counts the mails asked for per recipient, whichever clients asked (shared through Redis). */
  perRecipient: WindowCounter;
  /** At most this many mails to one address per window of `perRecipient`. */
  maxPerRecipient: number;
  /** The domain part of the mails' Message-ID. */
  messageIdDomain: string;
  now: () => Date;
}

/**
 * Sends a queued sign-in mail, a delivery of the outbox like any other mail. Each is handled with
 * the same work whatever its address: the recipient counted, a token made and recorded (its
 * address decides at spending whether it opens anything), the mail written. Only then is it sent,
 * to a listed address under its per-recipient cap, and to no other; one whose link would have
 * expired already is not sent at all.
 */
export function createSignInMailSender(options: SignInMailSenderOptions) {
  const { outbox, links, mailer, teamEmails, siteUrl, perRecipient, now } = options;
  return async function send(delivery: ClaimedDelivery): Promise<DeliveryOutcome> {
    const mail = await outbox.teamMailOf(delivery.id);
    if (!mail) throw new Error('This sign-in mail has no recipient.');
    const lifetimeMs = signInLinkMinutes * 60_000;
    if (Date.now() - mail.queuedAt.getTime() >= lifetimeMs) {
      return { status: 'skipped', reason: 'Its link would have expired.' };
    }
    const createdAt = now();
    const expiresAt = new Date(createdAt.getTime() + lifetimeMs);
    const asked = await perRecipient.hit(mail.recipient);
    const token = randomBytes(32).toString('base64url');
    await links.record({
      tokenHash: hashSignInToken(token),
      email: mail.recipient,
      createdAt,
      expiresAt,
    });
    // The token travels in the fragment, which browsers never send to a server (docs/team-console.md).
    const message = renderSignInMail(`${siteUrl}${teamPaths.signIn}#token=${token}`);
    if (!teamEmails.has(mail.recipient)) {
      return { status: 'skipped', reason: 'The address is not in TEAM_EMAILS.' };
    }
    if (asked > options.maxPerRecipient) {
      return { status: 'skipped', reason: 'Too many sign-in mails to this address lately.' };
    }
    await mailer.send({
      to: mail.recipient,
      messageId: `<${delivery.id}@${options.messageIdDomain}>`,
      ...message,
    });
    return { status: 'delivered', detail: 'team console sign-in link sent' };
  };
}
