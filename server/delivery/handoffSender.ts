import { pricingText } from '../../shared/copy/pricingText';
import { readCopy } from '../../shared/copy/readCopy';
import { formatDay } from '../../shared/language/localeFormat';
import { localeFacts } from '../../shared/language/locales';
import type { Mailer } from './mailer';
import type { ClaimedDelivery, DeliveryOutbox } from '../store/store';
import { trialStartedEvent, type PlatformNotifier } from './platformEvent';
import { createWelcomeLinkToken, WELCOME_LINK_VALID_DAYS } from './welcomeLink';
import { renderWeeklyReport } from './weeklyReportMail';
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
  /** The team's console, which the weekly report links to. */
  consoleUrl: string;
  /** TEAM_EMAILS as it stands when a weekly report is sent: no one removed since gets it. */
  teamEmails: ReadonlySet<string>;
  /** The site's own pages: a visitor's name that is none of them is never shown as a link. */
  sitePaths: ReadonlySet<string>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sends one delivery; throws when the attempt failed (the worker then schedules a retry). */
export function createHandoffSender(options: HandoffSenderOptions) {
  const { outbox, mailer, platform, appUrl, signingSecret, messageIdDomain, consoleUrl } = options;

  async function sendWeeklyReport(delivery: ClaimedDelivery): Promise<DeliveryOutcome> {
    const report = await outbox.weeklyReportOf(delivery.id);
    if (!report) throw new Error('This weekly report has no recipient or figures.');
    if (!options.teamEmails.has(report.recipient.toLowerCase())) {
      return { status: 'skipped', reason: 'The recipient is no longer in TEAM_EMAILS.' };
    }
    const where = await mailer.send({
      ...renderWeeklyReport(report.facts, consoleUrl, (name) => options.sitePaths.has(name)),
      to: report.recipient,
      messageId: `<${delivery.id}@${messageIdDomain}>`,
    });
    return {
      status: 'delivered',
      detail:
        where === 'SMTP' ? 'weekly report sent over SMTP' : `weekly report written to ${where}`,
    };
  }

  return async function send(delivery: ClaimedDelivery): Promise<DeliveryOutcome> {
    if (delivery.kind === 'weekly-report') return sendWeeklyReport(delivery);
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
    const pricing = pricingText(readCopy('pricingCalculator', locale), locale);
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
    return {
      status: 'delivered',
      detail:
        where === 'SMTP' ? 'welcome e-mail sent over SMTP' : `welcome e-mail written to ${where}`,
    };
  };
}
