/** The JSON copy of one language, collection by collection. */
export { default as affiliate } from '../affiliate/it.json' with { type: 'json' };
export { default as apiMessages } from '../api-messages/it.json' with { type: 'json' };
export { default as callsToAction } from '../calls-to-action/it.json' with { type: 'json' };
export { default as casePages } from '../case-pages/it.json' with { type: 'json' };
export { default as closingCta } from '../closing-cta/it.json' with { type: 'json' };
export { default as consent } from '../consent/it.json' with { type: 'json' };
export { default as home } from '../home/it.json' with { type: 'json' };
export { default as legalLabels } from '../legal-labels/it.json' with { type: 'json' };
export { default as navigation } from '../navigation/it.json' with { type: 'json' };
export { default as notFound } from '../not-found/it.json' with { type: 'json' };
export { default as pageTitles } from '../page-titles/it.json' with { type: 'json' };
export { default as pricingCalculator } from '../pricing-calculator/it.json' with { type: 'json' };
export { default as pricingPage } from '../pricing-page/it.json' with { type: 'json' };
export { default as signupMessages } from '../signup-messages/it.json' with { type: 'json' };
export { default as testCheckout } from '../test-checkout/it.json' with { type: 'json' };
export { default as trialDialog } from '../trial-dialog/it.json' with { type: 'json' };
export { default as welcomeEmail } from '../welcome-email/it.json' with { type: 'json' };
