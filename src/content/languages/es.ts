/** The JSON copy of one language, collection by collection. */
export { default as affiliate } from '../affiliate/es.json' with { type: 'json' };
export { default as apiMessages } from '../api-messages/es.json' with { type: 'json' };
export { default as callsToAction } from '../calls-to-action/es.json' with { type: 'json' };
export { default as casePages } from '../case-pages/es.json' with { type: 'json' };
export { default as closingCta } from '../closing-cta/es.json' with { type: 'json' };
export { default as consent } from '../consent/es.json' with { type: 'json' };
export { default as home } from '../home/es.json' with { type: 'json' };
export { default as legalLabels } from '../legal-labels/es.json' with { type: 'json' };
export { default as navigation } from '../navigation/es.json' with { type: 'json' };
export { default as notFound } from '../not-found/es.json' with { type: 'json' };
export { default as pageTitles } from '../page-titles/es.json' with { type: 'json' };
export { default as pricingCalculator } from '../pricing-calculator/es.json' with { type: 'json' };
export { default as pricingPage } from '../pricing-page/es.json' with { type: 'json' };
export { default as signupMessages } from '../signup-messages/es.json' with { type: 'json' };
export { default as testCheckout } from '../test-checkout/es.json' with { type: 'json' };
export { default as trialDialog } from '../trial-dialog/es.json' with { type: 'json' };
export { default as welcomeEmail } from '../welcome-email/es.json' with { type: 'json' };
