import escapeHtml from 'escape-html';
import { pricingText } from '../../shared/copy/pricingText';
import { readCopy } from '../../shared/copy/readCopy';
import { offer } from '../../shared/facts/offer';
import { fillTemplate } from '../../shared/language/fillTemplate';
import { formatDay, formatMoney } from '../../shared/language/localeFormat';
import { defaultCurrencyOf, type Currency } from '../../shared/facts/currencies';
import { site } from '../../shared/facts/brand';
import { localeFacts, localisedPath, type Locale } from '../../shared/language/locales';
import { pricingPathFor, trialEndDate, type PlanChoice } from '../../shared/facts/plan';
import { testCheckoutPath } from '../../shared/contracts/serverPaths';

/**
 * An e-mail address that may wrap only before its "@" and its dots, never inside a word (not
 * even at a hyphen): each part is kept whole by the stylesheet, and the <wbr> between parts are
 * the only places a line may end.
 */
export function emailWithBreaks(email: string): string {
  return email
    .split(/(?=[@.])/)
    .map((part) => `<span>${escapeHtml(part)}</span>`)
    .join('<wbr>');
}

/**
 * The page's words in the signup's language (src/content/test-checkout/), with its facts filled
 * in.
 */
export function testCheckoutText(locale: Locale, currency: Currency = defaultCurrencyOf[locale]) {
  const page = readCopy('testCheckout', locale);
  const brand = { brandName: site.brandName };
  return {
    ...page,
    title: fillTemplate(page.title, brand),
    logoAlt: fillTemplate(page.logoAlt, brand),
    trialName: fillTemplate(page.trialName, { trialDays: offer.trialDays }),
    due: formatMoney(0, currency, { locale: localeFacts[locale].intl, cents: true }),
    afterTrial: (price: string, day: string) => fillTemplate(page.afterTrial, { price, day }),
  };
}

function layout(locale: Locale, body: string): string {
  const t = testCheckoutText(locale);
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<link rel="stylesheet" href="${testCheckoutPath}/checkout.css">
</head>
<body>
<main>
<p class="brand"><img src="${site.logo.src}" width="${site.logo.width}" height="${site.logo.height}" alt="${escapeHtml(t.logoAlt)}">${escapeHtml(site.brandName)}</p>
${body}
</main>
</body>
</html>
`;
}

/** The confirmation page in the signup's language, naming the session as Stripe's return does. */
export const confirmationPath = (sessionId: string, locale: Locale) =>
  `${localisedPath(locale, '/confirmation')}?session_id=${encodeURIComponent(sessionId)}`;

export interface OpenCheckout {
  sessionId: string;
  email: string;
  plan: PlanChoice;
  /** The signup's language: the page and its links speak it. */
  locale: Locale;
  /** When the page is shown; the trial would start now. */
  now: Date;
}

export function renderOpenCheckout({ sessionId, email, plan, locale, now }: OpenCheckout): string {
  const t = testCheckoutText(locale, plan.currency);
  const pricing = pricingText(readCopy('pricingCalculator', locale), locale, plan.currency);
  const level = pricing.levelOf(plan);
  const afterTrial = t.afterTrial(
    pricing.priceWithPeriod(plan.billing),
    formatDay(trialEndDate(now), localeFacts[locale].intl),
  );
  return layout(
    locale,
    `<p class="badge">${t.badge}</p>
<h1>${t.heading}</h1>
<p class="notice">${escapeHtml(t.notice)}</p>
<dl>
<dt class="wide">${t.planLabel}</dt><dd class="wide plan"><span class="level">${escapeHtml(level.name)}</span> · ${escapeHtml(t.trialName)}</dd>
<dt>${t.adSpendLabel}</dt><dd>${escapeHtml(level.maxAdSpend)}</dd>
<dt>${t.billingLabel}</dt><dd>${escapeHtml(t.billing[plan.billing])}</dd>
<dt class="wide">${t.emailLabel}</dt><dd class="wide email">${emailWithBreaks(email)}</dd>
<dt class="due">${t.dueLabel}</dt><dd class="due">${t.due}</dd>
</dl>
<p class="after-trial">${escapeHtml(afterTrial)}</p>
<p class="notice">${escapeHtml(t.cancelAnytime)}</p>
<form method="post" action="${testCheckoutPath}/${encodeURIComponent(sessionId)}">
<button class="pay" type="submit">${t.complete}</button>
</form>
<a class="back" href="${escapeHtml(localisedPath(locale, pricingPathFor(plan)))}">${t.cancel}</a>`,
  );
}

/** How a test trial can end at once: the outcomes Stripe's subscription events report. */
export const testTrialEnds = ['paid', 'payment_failed', 'cancelled'] as const;
export type TestTrialEnd = (typeof testTrialEnds)[number];

export const trialEndPath = (sessionId: string, outcome: TestTrialEnd) =>
  `${testCheckoutPath}/${encodeURIComponent(sessionId)}/trial-end?outcome=${outcome}`;

/**
 * A completed test checkout: the way on to the confirmation, and buttons that end the trial now
 * (`recorded`: one was pressed, and the page says so).
 */
export function renderCompletedCheckout(
  sessionId: string,
  locale: Locale,
  recorded = false,
): string {
  const t = testCheckoutText(locale);
  const labels: Record<TestTrialEnd, string> = {
    paid: t.trialEndPaid,
    payment_failed: t.trialEndFailed,
    cancelled: t.trialEndCancelled,
  };
  const buttons = testTrialEnds
    .map(
      (outcome) =>
        `<form method="post" action="${escapeHtml(trialEndPath(sessionId, outcome))}"><button class="end" type="submit">${labels[outcome]}</button></form>`,
    )
    .join('\n');
  return layout(
    locale,
    `<p class="badge">${t.badge}</p>
<h1>${t.completedHeading}</h1>
<p class="notice">${t.completedNotice}</p>
<a class="back" href="${escapeHtml(confirmationPath(sessionId, locale))}">${t.continue}</a>
<section class="trial-end" aria-labelledby="trial-end">
<h2 id="trial-end">${t.trialEndHeading}</h2>
<p class="notice">${t.trialEndNotice}</p>
${recorded ? `<p class="recorded" role="status">${t.trialEndRecorded}</p>\n` : ''}${buttons}
</section>`,
  );
}

export function renderCheckoutProblem(kind: 'not-found' | 'unavailable', locale: Locale): string {
  const t = testCheckoutText(locale);
  const [heading, notice] =
    kind === 'not-found'
      ? [t.notFoundHeading, t.notFoundNotice]
      : [t.unavailableHeading, t.unavailableNotice];
  return layout(
    locale,
    `<h1>${heading}</h1>
<p class="notice">${notice}</p>
<a class="back" href="${localisedPath(locale, '/pricing')}">${t.backToPricing}</a>`,
  );
}
