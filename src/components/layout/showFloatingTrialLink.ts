/** The floating trial link appears once the page is scrolled past 100 px. */
const FLOATING_LINK_SCROLL_THRESHOLD = 100;

/**
 * What the link steps aside for: the page's own calls to action and its footer. They count from
 * half a screen below the viewport, so the page's last paragraph has scrolled clear of the link's
 * corner before the footer lets it come back, and a call to action never appears under it.
 */
export const STEPS_ASIDE_FOR = '[data-call-to-action], footer';
const STEPS_ASIDE_MARGIN = '0px 0px 50% 0px';

/**
 * Shows the floating trial link past 100 px of scroll, except while one of the page's own calls
 * to action is in view (two look-alike buttons, one half hidden, would compete) or the end of the
 * page is near. Where IntersectionObserver is missing only the scroll rule applies.
 */
export function enhanceFloatingTrialLink(doc: Document = document): void {
  const link = doc.querySelector<HTMLElement>('[data-floating-trial-link]');
  const view = doc.defaultView;
  if (!link || !view) return;
  const inView = new Set<Element>();
  const update = () => {
    link.hidden = view.scrollY <= FLOATING_LINK_SCROLL_THRESHOLD || inView.size > 0;
  };
  if ('IntersectionObserver' in view) {
    const observer = new view.IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inView.add(entry.target);
          else inView.delete(entry.target);
        }
        update();
      },
      { rootMargin: STEPS_ASIDE_MARGIN },
    );
    for (const target of doc.querySelectorAll(STEPS_ASIDE_FOR)) observer.observe(target);
  }
  update();
  view.addEventListener('scroll', update, { passive: true });
}
