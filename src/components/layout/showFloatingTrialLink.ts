/** The floating trial link appears once the page is scrolled past 100 px. */
export const FLOATING_LINK_SCROLL_THRESHOLD = 100;

export function enhanceFloatingTrialLink(doc: Document = document): void {
  const link = doc.querySelector<HTMLElement>('[data-floating-trial-link]');
  const view = doc.defaultView;
  if (!link || !view) return;
  const update = () => {
    link.hidden = view.scrollY <= FLOATING_LINK_SCROLL_THRESHOLD;
  };
  update();
  view.addEventListener('scroll', update, { passive: true });
}
