import escapeHtml from 'escape-html';
import { pricingPathFor, trialEndDate, type PlanChoice } from '../../src/facts/plan';
import { formatDay } from '../../src/content/localeFormat';
import { levelOf, priceWithPeriod } from '../../src/content/pricing';
import { site } from '../../src/content/site';
import { testCheckoutText } from '../../src/content/testCheckout';
import { TEST_CHECKOUT_PATH } from '../payments/testPayments';

export { testCheckoutText };

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

function layout(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(testCheckoutText.title)}</title>
<link rel="stylesheet" href="${TEST_CHECKOUT_PATH}/checkout.css">
</head>
<body>
<main>
<p class="brand"><img src="${site.logo.src}" width="${site.logo.width}" height="${site.logo.height}" alt="${escapeHtml(testCheckoutText.logoAlt)}">${escapeHtml(site.brandName)}</p>
${body}
</main>
</body>
</html>
`;
}

export const confirmationPath = (sessionId: string) =>
  `/confirmation?session_id=${encodeURIComponent(sessionId)}`;

export interface OpenCheckout {
  sessionId: string;
  email: string;
  plan: PlanChoice;
  /** When the page is shown; the trial would start now. */
  now: Date;
}

export function renderOpenCheckout({ sessionId, email, plan, now }: OpenCheckout): string {
  const t = testCheckoutText;
  const level = levelOf(plan);
  const afterTrial = t.afterTrial(priceWithPeriod(plan.billing), formatDay(trialEndDate(now)));
  return layout(`<p class="badge">${t.badge}</p>
<h1>${t.heading}</h1>
<p class="notice">${escapeHtml(t.notice)}</p>
<dl>
<dt>${t.planLabel}</dt><dd><span class="level">${escapeHtml(level.name)}</span> · ${escapeHtml(t.trialName)}</dd>
<dt>${t.adSpendLabel}</dt><dd>${escapeHtml(level.maxAdSpend)}</dd>
<dt>${t.billingLabel}</dt><dd>${escapeHtml(t.billing[plan.billing])}</dd>
<dt class="wide">${t.emailLabel}</dt><dd class="wide email">${emailWithBreaks(email)}</dd>
<dt class="due">${t.dueLabel}</dt><dd class="due">${t.due}</dd>
</dl>
<p class="after-trial">${escapeHtml(afterTrial)}</p>
<p class="notice">${escapeHtml(t.cancelAnytime)}</p>
<form method="post" action="${TEST_CHECKOUT_PATH}/${encodeURIComponent(sessionId)}">
<button class="pay" type="submit">${t.complete}</button>
</form>
<a class="back" href="${escapeHtml(pricingPathFor(plan))}">${t.cancel}</a>`);
}

export function renderCompletedCheckout(sessionId: string): string {
  const t = testCheckoutText;
  return layout(`<p class="badge">${t.badge}</p>
<h1>${t.completedHeading}</h1>
<p class="notice">${t.completedNotice}</p>
<a class="back" href="${escapeHtml(confirmationPath(sessionId))}">${t.continue}</a>`);
}

export function renderCheckoutProblem(kind: 'not-found' | 'unavailable'): string {
  const t = testCheckoutText;
  const [heading, notice] =
    kind === 'not-found'
      ? [t.notFoundHeading, t.notFoundNotice]
      : [t.unavailableHeading, t.unavailableNotice];
  return layout(`<h1>${heading}</h1>
<p class="notice">${notice}</p>
<a class="back" href="/pricing">${t.backToPricing}</a>`);
}
