/**
 * The mobile menu is a native popover (the browser opens it, closes it on Escape or a click
 * outside, and returns focus); this keeps the toggle's state and name in step with it.
 */
export function enhanceMobileMenu(doc: Document = document): void {
  const toggle = doc.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = doc.getElementById(toggle?.getAttribute('aria-controls') ?? '');
  if (!toggle || !menu) return;
  const { openLabel = '', closeLabel = '' } = toggle.dataset;
  const show = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? closeLabel : openLabel);
  };
  menu.addEventListener('toggle', (event) => show((event as ToggleEvent).newState === 'open'));
  // A tap that opened the menu before this ran (it runs after the first paint).
  if (popoverOpen(menu)) show(true);
}

function popoverOpen(element: Element): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    return false; // A browser without popovers does not know the selector.
  }
}
