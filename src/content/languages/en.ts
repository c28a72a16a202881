/** The JSON copy of one language, collection by collection. */
export { default as affiliate } from '../affiliate/en.json' with { type: 'json' };
export { default as apiMessages } from '../api-messages/en.json' with { type: 'json' };
export { default as callsToAction } from '../calls-to-action/en.json' with { type: 'json' };
export { default as casePages } from '../case-pages/en.json' with { type: 'json' };
export { default as closingCta } from '../closing-cta/en.json' with { type: 'json' };
export { default as consent } from '../consent/en.json' with { type: 'json' };
export { default as home } from '../home/en.json' with { type: 'json' };
export { default as legalLabels } from '../legal-labels/en.json' with { type: 'json' };
export { default as navigation } from '../navigation/en.json' with { type: 'json' };
export { default as notFound } from '../not-found/en.json' with { type: 'json' };
export { default as pageTitles } from '../page-titles/en.json' with { type: 'json' };
export { default as pricingCalculator } from '../pricing-calculator/en.json' with { type: 'json' };
export { default as pricingPage } from '../pricing-page/en.json' with { type: 'json' };
export { default as signupMessages } from '../signup-messages/en.json' with { type: 'json' };
export { default as testCheckout } from '../test-checkout/en.json' with { type: 'json' };
export { default as trialDialog } from '../trial-dialog/en.json' with { type: 'json' };
export { default as welcomeEmail } from '../welcome-email/en.json' with { type: 'json' };
