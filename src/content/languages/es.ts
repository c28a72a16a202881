import affiliate from '../affiliate/es.json' with { type: 'json' };
import apiMessages from '../api-messages/es.json' with { type: 'json' };
import callsToAction from '../calls-to-action/es.json' with { type: 'json' };
import casePages from '../case-pages/es.json' with { type: 'json' };
import closingCta from '../closing-cta/es.json' with { type: 'json' };
import consent from '../consent/es.json' with { type: 'json' };
import home from '../home/es.json' with { type: 'json' };
import legalLabels from '../legal-labels/es.json' with { type: 'json' };
import navigation from '../navigation/es.json' with { type: 'json' };
import notFound from '../not-found/es.json' with { type: 'json' };
import pageTitles from '../page-titles/es.json' with { type: 'json' };
import pricingCalculator from '../pricing-calculator/es.json' with { type: 'json' };
import pricingPage from '../pricing-page/es.json' with { type: 'json' };
import signupMessages from '../signup-messages/es.json' with { type: 'json' };
import testCheckout from '../test-checkout/es.json' with { type: 'json' };
import trialDialog from '../trial-dialog/es.json' with { type: 'json' };
import welcomeEmail from '../welcome-email/es.json' with { type: 'json' };

/** The JSON copy of one language, collection by collection. */
export default {
  affiliate,
  apiMessages,
  callsToAction,
  casePages,
  closingCta,
  consent,
  home,
  legalLabels,
  navigation,
  notFound,
  pageTitles,
  pricingCalculator,
  pricingPage,
  signupMessages,
  testCheckout,
  trialDialog,
  welcomeEmail,
};
