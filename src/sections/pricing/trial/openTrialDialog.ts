import { afterNextPaint } from '../../../components/ui/scheduling';
import { chosenPlan } from '../../../signup/planChoice';
import { reportStep } from '../../../visits/reportStep';
import type { TrialDialogSetup } from './trialDialogBehaviour';

/** The id of the page's trial dialog (./TrialDialog.tsx). */
export const TRIAL_DIALOG_ID = 'trial-dialog';

/**
 * What the dialog does once a visitor acts in it, fetched as it opens: the page's own load
 * carries none of it, and the dialog needs none of it to show, close or take an e-mail (typing
 * one takes longer than fetching this on a slow phone).
 */
const loadBehaviour = () => import('./trialDialogBehaviour');

/**
 * Resolves once the frame after this task has been painted. Making the page inert, counting the
 * step and starting the fetch of the behaviour wait for it, so that the tap's own frame has only
 * the dialog to draw.
 */
const nextPaint = () => new Promise<void>((resolve) => afterNextPaint(resolve));

/**
 * Shows the page's trial dialog at once, naming the chosen plan, and gives it its behaviour as
 * soon as that has come; a submit before then waits for it, and is never sent by the browser.
 * Focus goes back to `trigger` when the dialog closes.
 *
 * The dialog opens with `show()`, and the rest of the page (the body's other children) is made
 * inert in the next task, once the dialog's frame is on screen. `showModal()` would do both at
 * once, but making a whole page inert means computing the style of every element on it again:
 * 80 to 140 ms on a mid phone, between the tap and the dialog. The dialog looks and behaves as a
 * modal one (docs/islands.md#the-trial-dialog-and-data-trial).
 */
export function openTrialDialog(trigger: HTMLElement, setup: TrialDialogSetup, doc = document) {
  const dialog = doc.getElementById(TRIAL_DIALOG_ID);
  if (!(dialog instanceof HTMLDialogElement) || dialog.open) return;
  const summary = dialog.querySelector('[data-part="planSummary"]');
  if (summary) summary.textContent = setup.text.planSummary(chosenPlan());
  dialog.show();
  const page = ([...doc.body.children] as HTMLElement[]).filter(
    (element) => !element.contains(dialog) && !element.inert,
  );
  dialog.addEventListener(
    'close',
    () => {
      page.forEach((element) => (element.inert = false));
      trigger.focus();
    },
    { once: true },
  );
  const enhanced = nextPaint()
    .then(() => {
      if (dialog.open) page.forEach((element) => (element.inert = true));
      reportStep('trial_dialog');
      return loadBehaviour();
    })
    .then((behaviour) => behaviour.enhanceTrialDialog(dialog, setup));
  const form = dialog.querySelector('form');
  if (form) {
    form.onsubmit ??= (event) => {
      event.preventDefault();
      void enhanced.then((controls) => controls.submit());
    };
  }
}
