/**
 * A button with `data-scroll-to="<id>"` brings that element into view and moves focus to it,
 * smoothly unless the visitor asked for less motion.
 */
export function enhanceScrollButtons(doc: Document = document): void {
  for (const button of doc.querySelectorAll<HTMLElement>('[data-scroll-to]')) {
    button.addEventListener('click', () => {
      const target = doc.getElementById(button.dataset.scrollTo ?? '');
      if (!target) return;
      const reduced = doc.defaultView?.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
      target.focus({ preventScroll: true });
    });
  }
}
