import { whenIdle } from '../../integrations/whenIdle';
import { captureAttribution } from '../../signup/attribution';
import { installSignupHelpers } from '../../signup/windowHelper';
import { enhanceMobileMenu } from './mobileMenu';
import { prefetchLinksOnFirstInteraction } from './prefetchLinks';
import { enhanceFloatingTrialLink } from './showFloatingTrialLink';

enhanceMobileMenu(document);
enhanceFloatingTrialLink(document);
prefetchLinksOnFirstInteraction(document);

// Every page offers window.trialSignup, installed once the browser is idle,
// and keeps the visit's first-touch attribution (the landing page's address and referrer; later
// pages of the visit leave it as it is).
whenIdle(() => {
  captureAttribution();
  if (!window.trialSignup) installSignupHelpers();
});
