import { pricingText } from '../../shared/copy/pricingText';
import { readCopy } from '../../shared/copy/readCopy';
import { formatDay } from '../../shared/language/localeFormat';
import { localeFacts } from '../../shared/language/locales';
import type { Mailer } from './mailer';
import type { ClaimedDelivery, DeliveryOutbox } from '../store/store';
import { trialStartedEvent, type PlatformNotifier } from './platformEvent';
import { createWelcomeLinkToken, WELCOME_LINK_VALID_DAYS } from './welcomeLink';
import { renderWelcomeEmail, welcomeEmailCopy } from './welcomeMessage';

export type DeliveryOutcome =
  { status: 'delivered'; detail: string } | { status: 'skipped'; reason: string };

export interface HandoffSenderOptions {
  outbox: DeliveryOutbox;
  mailer: Mailer;
  /** Undefined when PLATFORM_WEBHOOK_URL is not set: the event is recorded as skipped. */
  platform: PlatformNotifier | undefined;
  /** The platform's app, where the welcome link and sign-in point. */
  appUrl: string;
  signingSecret: string;
  /** The domain part of the e-mails' Message-ID. */
  messageIdDomain: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a mail went, for the log: "sent over SMTP" or "written to <file>". */
export const mailedTo = (where: string) =>
  where === 'SMTP' ? 'sent over SMTP' : `written to ${where}`;

/**
 * Sends one delivery of a completed signup (the welcome e-mail or the platform's event); throws
 * when the attempt failed (the worker then schedules a retry).
 */
export function createHandoffSender(options: HandoffSenderOptions) {
  const { outbox, mailer, platform, appUrl, signingSecret, messageIdDomain } = options;

  return async function send(delivery: ClaimedDelivery): Promise<DeliveryOutcome> {
    const facts = delivery.customerId ? await outbox.handoffOf(delivery.customerId) : undefined;
    if (!facts) throw new Error('The signup of this delivery is not complete.');

    if (delivery.kind === 'trial-started') {
      if (!platform) return { status: 'skipped', reason: 'PLATFORM_WEBHOOK_URL is not set.' };
      await platform.send(delivery.id, trialStartedEvent(facts));
      return { status: 'delivered', detail: 'trial.started event accepted by the platform' };
    }

    const token = createWelcomeLinkToken(
      {
        customerId: facts.customerId,
        expiresAt: new Date(Date.now() + WELCOME_LINK_VALID_DAYS * DAY_MS),
      },
      signingSecret,
    );
    // In the language the customer signed up in.
    const { locale } = facts;
    const pricing = pricingText(readCopy('pricingCalculator', locale), locale, facts.plan.currency);
    const level = pricing.levelOf(facts.plan);
    const email = renderWelcomeEmail(
      welcomeEmailCopy(
        {
          email: facts.email,
          levelName: level.name,
          maxAdSpend: level.maxAdSpend,
          billing: facts.plan.billing,
          trialEndsOn: formatDay(facts.trialEndsAt, localeFacts[locale].intl),
          chargeAfterTrial: pricing.priceWithPeriod(facts.plan.billing),
          appUrl,
          welcomeLink: `${appUrl}/welcome?token=${encodeURIComponent(token)}`,
          linkValidDays: WELCOME_LINK_VALID_DAYS,
        },
        locale,
      ),
      locale,
    );
    const where = await mailer.send({
      ...email,
      to: facts.email,
      messageId: `<${delivery.id}@${messageIdDomain}>`,
    });
    return { status: 'delivered', detail: `welcome e-mail ${mailedTo(where)}` };
  };
}
