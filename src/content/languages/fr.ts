/** The JSON copy of one language, collection by collection. */
export { default as affiliate } from '../affiliate/fr.json' with { type: 'json' };
export { default as apiMessages } from '../api-messages/fr.json' with { type: 'json' };
export { default as callsToAction } from '../calls-to-action/fr.json' with { type: 'json' };
export { default as casePages } from '../case-pages/fr.json' with { type: 'json' };
export { default as closingCta } from '../closing-cta/fr.json' with { type: 'json' };
export { default as consent } from '../consent/fr.json' with { type: 'json' };
export { default as home } from '../home/fr.json' with { type: 'json' };
export { default as legalLabels } from '../legal-labels/fr.json' with { type: 'json' };
export { default as navigation } from '../navigation/fr.json' with { type: 'json' };
export { default as notFound } from '../not-found/fr.json' with { type: 'json' };
export { default as pageTitles } from '../page-titles/fr.json' with { type: 'json' };
export { default as pricingCalculator } from '../pricing-calculator/fr.json' with { type: 'json' };
export { default as pricingPage } from '../pricing-page/fr.json' with { type: 'json' };
export { default as signupMessages } from '../signup-messages/fr.json' with { type: 'json' };
export { default as testCheckout } from '../test-checkout/fr.json' with { type: 'json' };
export { default as trialDialog } from '../trial-dialog/fr.json' with { type: 'json' };
export { default as welcomeEmail } from '../welcome-email/fr.json' with { type: 'json' };
