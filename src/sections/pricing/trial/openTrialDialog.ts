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
 * Resolves once the frame after this task has been painted. Counting the step and starting the
 * fetch of the behaviour (a dozen milliseconds of script on a slow phone) wait for it, so that
 * the tap's own frame has only the dialog to draw.
 */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Shows the page's trial dialog at once, naming the chosen plan, and gives it its behaviour as
 * soon as that has come; a submit before then waits for it, and is never sent by the browser.
 * Focus goes back to `trigger` when the dialog closes.
 */
export function openTrialDialog(trigger: HTMLElement, setup: TrialDialogSetup, doc = document) {
  const dialog = doc.getElementById(TRIAL_DIALOG_ID);
  if (!(dialog instanceof HTMLDialogElement) || dialog.open) return;
  const summary = dialog.querySelector('[data-part="planSummary"]');
  if (summary) summary.textContent = setup.text.planSummary(chosenPlan());
  dialog.showModal();
  dialog.addEventListener('close', () => trigger.focus(), { once: true });
  const enhanced = afterNextPaint()
    .then(() => {
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
