import { whenIdle } from '../../integrations/whenIdle';
import { loadVisitCounting } from '../../visits/loadVisitCounting';
import { suggestLanguage } from './suggestLanguage';
import { enhanceMobileMenu } from './mobileMenu';
import { prefetchLinksOnFirstInteraction } from './prefetchLinks';
import { enhanceFloatingTrialLink } from './showFloatingTrialLink';

enhanceMobileMenu(document);
enhanceFloatingTrialLink(document);
prefetchLinksOnFirstInteraction(document);
suggestLanguage(document);
loadVisitCounting();

// The idle work is fetched once the page has painted and settled, so on a slow connection its
// bytes never compete with the stylesheet and the font for the first paint.
whenIdle(() => {
  void import('./idleLayoutWork').then(({ runIdleLayoutWork }) => runIdleLayoutWork());
});
