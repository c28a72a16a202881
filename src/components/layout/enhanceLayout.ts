import { loadVisitCounting } from '../../visits/loadVisitCounting';
import { afterNextPaint, onFirstInteraction, whenIdle } from '../ui/scheduling';
import { enhanceLanguageHint } from './dismissLanguageHint';
import { enhanceMobileMenu } from './mobileMenu';

// What the page does on its own waits for the first paint: it changes nothing the first screen
// shows (the menu, the floating link and the language hint work or stay as they are without it),
// and done at once it would put that paint off on a slow phone.
afterNextPaint(() => {
  enhanceMobileMenu(document);
  enhanceLanguageHint(document);
  if (window.scrollY > 0) showFloatingLink();
  else window.addEventListener('scroll', showFloatingLink, { once: true, passive: true });
});

// The floating link stays hidden until the page is scrolled, so the code that places it (it
// measures the page's lines of text) is fetched on the first scroll, or at once on a page that
// opens scrolled (a reload, a link to an anchor).
function showFloatingLink() {
  void import('./showFloatingTrialLink').then((link) => link.enhanceFloatingTrialLink(document));
}
loadVisitCounting(onFirstInteraction, afterNextPaint);

// Astro's link prefetching: a page is fetched as soon as the pointer rests on its link or
// keyboard focus reaches it, so following the link is instant. Its code loads on the visitor's
// first interaction, since before then no one is reaching for a link.
// (The modules are used whole rather than destructured in `then`: the bundler wraps a
// destructured dynamic import in code of its own, bytes every page's budget pays.)
onFirstInteraction(() => {
  void import('astro/virtual-modules/prefetch.js').then((prefetching) => {
    prefetching.init({ prefetchAll: true, defaultStrategy: 'hover' });
    // The link the pointer or focus had already reached when the code arrived.
    const reached = document.querySelector<HTMLAnchorElement>('a[href]:hover, a[href]:focus');
    if (reached) prefetching.prefetch(reached.href);
  });
});

// The idle work is fetched once the page has painted and settled, so on a slow connection its
// bytes never compete with the stylesheet and the font for the first paint.
whenIdle(() => {
  void import('./idleLayoutWork').then((work) => work.runIdleLayoutWork());
});
