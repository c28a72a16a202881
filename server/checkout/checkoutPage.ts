import { offer, site } from '../../src/content/site';

/** Strings of the local test checkout page; it is part of the server, not of the site's pages. */
export const testCheckoutText = {
  title: `Test checkout · ${site.brandName}`,
  badge: 'Test mode',
  heading: 'Test checkout',
  notice:
    'Stripe is not configured on this server, so this is a test checkout: no card is asked for, nothing is charged.',
  planLabel: 'Plan',
  plan: `${site.brandName}, ${offer.trialDays}-day free trial`,
  emailLabel: 'Email',
  dueLabel: 'Due today',
  due: '$0.00',
  complete: 'Complete test payment',
  cancel: 'Cancel and return to pricing',
  completedHeading: 'Test payment already completed',
  completedNotice: 'This test checkout is complete.',
  continue: 'Continue to your confirmation',
  notFoundHeading: 'Checkout not found',
  notFoundNotice: 'This test checkout does not exist. Please start your free trial again.',
  unavailableHeading: 'Checkout unavailable',
  unavailableNotice: 'The checkout is unavailable for a moment. Please try again in a few minutes.',
  backToPricing: 'Back to pricing',
} as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );

function layout(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(testCheckoutText.title)}</title>
<link rel="stylesheet" href="/checkout/test/checkout.css">
</head>
<body>
<main>
<p class="brand">${escapeHtml(site.brandName)}</p>
${body}
</main>
</body>
</html>
`;
}

export const confirmationPath = (sessionId: string) =>
  `/confirmation?session_id=${encodeURIComponent(sessionId)}`;

export function renderOpenCheckout(sessionId: string, email: string): string {
  const t = testCheckoutText;
  return layout(`<p class="badge">${t.badge}</p>
<h1>${t.heading}</h1>
<p class="notice">${escapeHtml(t.notice)}</p>
<dl>
<dt>${t.planLabel}</dt><dd>${escapeHtml(t.plan)}</dd>
<dt>${t.emailLabel}</dt><dd>${escapeHtml(email)}</dd>
<dt>${t.dueLabel}</dt><dd>${t.due}</dd>
</dl>
<form method="post" action="/checkout/test/${encodeURIComponent(sessionId)}">
<button class="pay" type="submit">${t.complete}</button>
</form>
<a class="back" href="/pricing">${t.cancel}</a>`);
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
