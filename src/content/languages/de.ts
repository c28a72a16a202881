import affiliate from '../affiliate/de.json' with { type: 'json' };
import apiMessages from '../api-messages/de.json' with { type: 'json' };
import callsToAction from '../calls-to-action/de.json' with { type: 'json' };
import casePages from '../case-pages/de.json' with { type: 'json' };
import closingCta from '../closing-cta/de.json' with { type: 'json' };
import consent from '../consent/de.json' with { type: 'json' };
import home from '../home/de.json' with { type: 'json' };
import legalLabels from '../legal-labels/de.json' with { type: 'json' };
import navigation from '../navigation/de.json' with { type: 'json' };
import notFound from '../not-found/de.json' with { type: 'json' };
import pageTitles from '../page-titles/de.json' with { type: 'json' };
import pricingCalculator from '../pricing-calculator/de.json' with { type: 'json' };
import pricingPage from '../pricing-page/de.json' with { type: 'json' };
import signupMessages from '../signup-messages/de.json' with { type: 'json' };
import testCheckout from '../test-checkout/de.json' with { type: 'json' };
import trialDialog from '../trial-dialog/de.json' with { type: 'json' };
import welcomeEmail from '../welcome-email/de.json' with { type: 'json' };

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
