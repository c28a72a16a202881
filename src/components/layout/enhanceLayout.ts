import { whenIdle } from '../../integrations/whenIdle';
import { enhanceMobileMenu } from './mobileMenu';
import { prefetchLinksOnFirstInteraction } from './prefetchLinks';
import { enhanceFloatingTrialLink } from './showFloatingTrialLink';

enhanceMobileMenu(document);
enhanceFloatingTrialLink(document);
prefetchLinksOnFirstInteraction(document);

// Every page offers window.trialSignup, loaded once the page has painted and the browser is idle,
// and keeps the visit's first-touch attribution (the landing page's address and referrer; later
// pages of the visit leave it as it is).
whenIdle(() => {
  void import('../../signup/attribution').then(({ captureAttribution }) => captureAttribution());
  void import('../../signup/windowHelper').then(({ installSignupHelpers }) => {
    if (!window.trialSignup) installSignupHelpers();
  });
});
