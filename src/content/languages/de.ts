/** The JSON copy of one language, collection by collection. */
export { default as affiliate } from '../affiliate/de.json' with { type: 'json' };
export { default as apiMessages } from '../api-messages/de.json' with { type: 'json' };
export { default as callsToAction } from '../calls-to-action/de.json' with { type: 'json' };
export { default as casePages } from '../case-pages/de.json' with { type: 'json' };
export { default as closingCta } from '../closing-cta/de.json' with { type: 'json' };
export { default as consent } from '../consent/de.json' with { type: 'json' };
export { default as home } from '../home/de.json' with { type: 'json' };
export { default as legalLabels } from '../legal-labels/de.json' with { type: 'json' };
export { default as navigation } from '../navigation/de.json' with { type: 'json' };
export { default as notFound } from '../not-found/de.json' with { type: 'json' };
export { default as pageTitles } from '../page-titles/de.json' with { type: 'json' };
export { default as pricingCalculator } from '../pricing-calculator/de.json' with { type: 'json' };
export { default as pricingPage } from '../pricing-page/de.json' with { type: 'json' };
export { default as signupMessages } from '../signup-messages/de.json' with { type: 'json' };
export { default as testCheckout } from '../test-checkout/de.json' with { type: 'json' };
export { default as trialDialog } from '../trial-dialog/de.json' with { type: 'json' };
export { default as welcomeEmail } from '../welcome-email/de.json' with { type: 'json' };
