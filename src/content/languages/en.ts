import affiliate from '../affiliate/en.json' with { type: 'json' };
import apiMessages from '../api-messages/en.json' with { type: 'json' };
import callsToAction from '../calls-to-action/en.json' with { type: 'json' };
import casePages from '../case-pages/en.json' with { type: 'json' };
import closingCta from '../closing-cta/en.json' with { type: 'json' };
import consent from '../consent/en.json' with { type: 'json' };
import home from '../home/en.json' with { type: 'json' };
import legalLabels from '../legal-labels/en.json' with { type: 'json' };
import navigation from '../navigation/en.json' with { type: 'json' };
import notFound from '../not-found/en.json' with { type: 'json' };
import pageTitles from '../page-titles/en.json' with { type: 'json' };
import pricingCalculator from '../pricing-calculator/en.json' with { type: 'json' };
import pricingPage from '../pricing-page/en.json' with { type: 'json' };
import signupMessages from '../signup-messages/en.json' with { type: 'json' };
import testCheckout from '../test-checkout/en.json' with { type: 'json' };
import trialDialog from '../trial-dialog/en.json' with { type: 'json' };
import welcomeEmail from '../welcome-email/en.json' with { type: 'json' };

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
