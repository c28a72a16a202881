import { whenIdle } from '../../integrations/whenIdle';
import { installSignupHelpers } from '../../signup/windowHelper';
import { enhanceMobileMenu } from './mobileMenu';
import { prefetchLinksOnFirstInteraction } from './prefetchLinks';
import { enhanceFloatingTrialLink } from './showFloatingTrialLink';

enhanceMobileMenu(document);
enhanceFloatingTrialLink(document);
prefetchLinksOnFirstInteraction(document);

// Every page offers window.trialSignup, installed once the page has painted.
whenIdle(() => {
  if (!window.trialSignup) installSignupHelpers();
});
