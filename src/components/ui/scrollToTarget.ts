/**
 * A button with `data-scroll-to="<id>"` brings that element into view and moves focus to it,
 * smoothly unless the visitor asked for less motion.
 *
 * Parts far below the first screen wait to render (`content-visibility: auto`) and hold an estimate
 * of their height until then. Scrolling past them would render them on the way, and the target
 * would move while the page scrolls to it. So the parts above the target render first, and the
 * scroll is aimed at where the target really is.
 */
export function enhanceScrollButtons(doc: Document = document): void {
  for (const button of doc.querySelectorAll<HTMLElement>('[data-scroll-to]')) {
    button.addEventListener('click', () => {
      const target = doc.getElementById(button.dataset.scrollTo ?? '');
      if (!target) return;
      renderDeferredPartsAbove(target);
      const reduced = doc.defaultView?.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
      target.focus({ preventScroll: true });
    });
  }
}

/** Renders every part that waits to render and comes before the target in the page. */
export function renderDeferredPartsAbove(target: HTMLElement): void {
  const view = target.ownerDocument.defaultView;
  if (!view) return;
  for (const element of target.ownerDocument.querySelectorAll<HTMLElement>('body *')) {
    const before = element.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (!before || element.contains(target)) continue;
    if (view.getComputedStyle(element).contentVisibility === 'auto') {
      element.style.contentVisibility = 'visible';
    }
  }
}
