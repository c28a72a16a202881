import affiliate from '../affiliate/fr.json' with { type: 'json' };
import apiMessages from '../api-messages/fr.json' with { type: 'json' };
import callsToAction from '../calls-to-action/fr.json' with { type: 'json' };
import casePages from '../case-pages/fr.json' with { type: 'json' };
import closingCta from '../closing-cta/fr.json' with { type: 'json' };
import consent from '../consent/fr.json' with { type: 'json' };
import home from '../home/fr.json' with { type: 'json' };
import legalLabels from '../legal-labels/fr.json' with { type: 'json' };
import navigation from '../navigation/fr.json' with { type: 'json' };
import notFound from '../not-found/fr.json' with { type: 'json' };
import pageTitles from '../page-titles/fr.json' with { type: 'json' };
import pricingCalculator from '../pricing-calculator/fr.json' with { type: 'json' };
import pricingPage from '../pricing-page/fr.json' with { type: 'json' };
import signupMessages from '../signup-messages/fr.json' with { type: 'json' };
import testCheckout from '../test-checkout/fr.json' with { type: 'json' };
import trialDialog from '../trial-dialog/fr.json' with { type: 'json' };
import welcomeEmail from '../welcome-email/fr.json' with { type: 'json' };

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
