/** The floating trial link appears once the page is scrolled past 100 px. */
export const FLOATING_LINK_SCROLL_THRESHOLD = 100;

/** Marks a call to action of the page itself; the floating link steps aside while one shows. */
export const CALL_TO_ACTION_ATTRIBUTE = 'data-call-to-action';

/**
 * How far below the screen the footer starts hiding the link: half a screen, so the page's last
 * paragraph has scrolled clear of the link's corner before it comes back, and the footer's own
 * links are never covered.
 */
export const PAGE_END_MARGIN = '0px 0px 50% 0px';

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
  const watch = (targets: readonly Element[], rootMargin: string) => {
    if (!view.IntersectionObserver || targets.length === 0) return;
    const observer = new view.IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inView.add(entry.target);
          else inView.delete(entry.target);
        }
        update();
      },
      { rootMargin },
    );
    for (const target of targets) observer.observe(target);
  };
  watch([...doc.querySelectorAll(`[${CALL_TO_ACTION_ATTRIBUTE}]`)], '0px');
  watch([...doc.querySelectorAll('footer')], PAGE_END_MARGIN);
  update();
  view.addEventListener('scroll', update, { passive: true });
}
