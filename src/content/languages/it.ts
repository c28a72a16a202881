import affiliate from '../affiliate/it.json' with { type: 'json' };
import apiMessages from '../api-messages/it.json' with { type: 'json' };
import callsToAction from '../calls-to-action/it.json' with { type: 'json' };
import casePages from '../case-pages/it.json' with { type: 'json' };
import closingCta from '../closing-cta/it.json' with { type: 'json' };
import consent from '../consent/it.json' with { type: 'json' };
import home from '../home/it.json' with { type: 'json' };
import legalLabels from '../legal-labels/it.json' with { type: 'json' };
import navigation from '../navigation/it.json' with { type: 'json' };
import notFound from '../not-found/it.json' with { type: 'json' };
import pageTitles from '../page-titles/it.json' with { type: 'json' };
import pricingCalculator from '../pricing-calculator/it.json' with { type: 'json' };
import pricingPage from '../pricing-page/it.json' with { type: 'json' };
import signupMessages from '../signup-messages/it.json' with { type: 'json' };
import testCheckout from '../test-checkout/it.json' with { type: 'json' };
import trialDialog from '../trial-dialog/it.json' with { type: 'json' };
import welcomeEmail from '../welcome-email/it.json' with { type: 'json' };

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
