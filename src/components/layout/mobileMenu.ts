/**
 * The mobile menu is a native popover (the browser opens it, closes it on Escape or a click
 * outside, and returns focus); this keeps the toggle's state and name in step with it.
 */
export function enhanceMobileMenu(doc: Document = document): void {
  const toggle = doc.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = doc.getElementById(toggle?.getAttribute('aria-controls') ?? '');
  if (!toggle || !menu) return;
  const { openLabel = '', closeLabel = '' } = toggle.dataset;
  menu.addEventListener('toggle', (event) => {
    const open = (event as ToggleEvent).newState === 'open';
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? closeLabel : openLabel);
  });
}
