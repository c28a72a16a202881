import { useEffect } from 'react';
import { answerTrialRequests } from '../../../signup/trialRequest';
import { useTrialLauncher } from './useTrialLauncher';

/** The mobile menu a trial link sits in, if open, closes under the dialog. */
function closeMenuAround(trigger: Element): void {
  const menu = trigger.closest<HTMLElement>('[popover]');
  if (menu?.matches(':popover-open')) menu.hidePopover();
}

/**
 * The trial dialog's island on /pricing: it renders nothing until a trial button asks for the
 * dialog, then loads and opens it. It answers the calculator card's requests and takes the
 * clicks of the page's plain-HTML trial links and buttons (`data-trial-request`: the header's,
 * the closing call to action's), which elsewhere simply go to /pricing.
 */
export function TrialDialogHost() {
  const { start, layer } = useTrialLauncher();
  useEffect(() => answerTrialRequests(start), [start]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const trigger = target?.closest('[data-trial-request]');
      if (!trigger) return;
      event.preventDefault();
      closeMenuAround(trigger);
      start();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [start]);
  return layer;
}
