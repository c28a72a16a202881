import { whenIdle } from '../../integrations/whenIdle';
import { enhanceMobileMenu } from './mobileMenu';
import { prefetchLinksOnFirstInteraction } from './prefetchLinks';
import { enhanceFloatingTrialLink } from './showFloatingTrialLink';

enhanceMobileMenu(document);
enhanceFloatingTrialLink(document);
prefetchLinksOnFirstInteraction(document);

// Every page offers window.trialSignup, loaded once the page has painted and the browser is idle.
whenIdle(() => {
  void import('../../signup/windowHelper').then(({ installSignupHelpers }) => {
    if (!window.trialSignup) installSignupHelpers();
  });
});
