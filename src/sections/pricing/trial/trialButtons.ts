/**
 * The site's one way to open the trial dialog: any element marked `data-trial` (the header's
 * trial link, the closing call to action, the pricing card's button). Everywhere but /pricing
 * such an element is a plain link to /pricing; on /pricing the calculator island listens here
 * and opens its dialog instead. Delegated on the document, so marked elements need no script.
 */
export const TRIAL_ATTRIBUTE = 'data-trial';

/** The mobile menu a trial link sits in, if open, closes under the dialog. */
function closeMenuAround(trigger: Element): void {
  const menu = trigger.closest<HTMLElement>('[popover]');
  if (menu?.matches(':popover-open')) menu.hidePopover();
}

/**
 * Calls `open` with the clicked trial element instead of following it; returns the function that
 * stops listening.
 */
export function onTrialClick(
  open: (trigger: HTMLElement) => void,
  root: Document = document,
): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const trigger = target?.closest<HTMLElement>(`[${TRIAL_ATTRIBUTE}]`);
    if (!trigger) return;
    event.preventDefault();
    closeMenuAround(trigger);
    open(trigger);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
