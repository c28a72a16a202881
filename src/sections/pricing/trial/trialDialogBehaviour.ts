import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { dismissToast, showToast } from '../../../components/ui/ToasterStore';
import { messageTone } from '../../../signup/messageColour';
import { chosenPlan, onPlanChange } from '../../../signup/planChoice';
import { processSignup, type SignupOutcome } from '../../../signup/processSignup';
import type { SignupLanguage } from '../../../signup/signupLanguage';
import { validateEmail } from '../../../signup/validateEmail';
import { trialDialogParts } from './trialDialogParts';
import type { TrialDialogText } from './trialDialogText';

/** What the dialog says and the language its signup speaks: the page's. */
export interface TrialDialogSetup {
  text: TrialDialogText;
  language: SignupLanguage;
}

export interface TrialDialogControls {
  /** Runs the signup with the e-mail as typed, unless one is already running. */
  submit(): void;
}

type StoppedSignup = Extract<SignupOutcome, { status: 'stopped' }>;

const enhanced = new WeakMap<HTMLDialogElement, TrialDialogControls>();

/** The toasts' code (Radix Toast) comes once a dialog has its behaviour, before any toast. */
const loadToaster = () => import('../../../components/ui/Toaster');

/**
 * The trial dialog's behaviour over the page's markup (./TrialDialog.tsx), given once per dialog:
 * the signup through src/signup, sent once per submit and never retried on its own; its message
 * in the tone of its outcome, brought into view and announced; the busy state; and, however the
 * dialog closes, the e-mail, the message and the busy state cleared and the flow in flight
 * stopped.
 */
export function enhanceTrialDialog(
  dialog: HTMLDialogElement,
  setup: TrialDialogSetup,
): TrialDialogControls {
  const known = enhanced.get(dialog);
  if (known) return known;
  const parts = trialDialogParts(dialog);
  if (!parts) throw new Error('The trial dialog is not drawn whole.');
  const { form, email, submit: submitButton, message, planSummary: summary } = parts;
  const doc = dialog.ownerDocument;
  const { text, language } = setup;

  let running: AbortController | null = null;
  let networkToast: number | null = null;

  function show(stopped: StoppedSignup | null): void {
    const failed = stopped !== null && messageTone(stopped) === 'error';
    message.replaceChildren(...(stopped ? [stopped.message || language.messages.emptyResult] : []));
    if (stopped?.reason === 'email-exists') {
      // The way forward for someone who already has an account: sign in, or write to support.
      const link = (href: string, label: string) => {
        const anchor = doc.createElement('a');
        anchor.href = href;
        anchor.className = 'underline underline-offset-2';
        anchor.textContent = label;
        return anchor;
      };
      const { existingAccount } = text;
      message.append(
        ' ',
        link(existingAccount.signInHref, existingAccount.signInLabel),
        `${existingAccount.supportIntro} `,
        link(existingAccount.supportHref, existingAccount.supportEmail),
        '.',
      );
    }
    message.classList.toggle('text-alert', failed);
    message.classList.toggle('text-info', !failed);
    if (failed) email.setAttribute('aria-invalid', 'true');
    else email.removeAttribute('aria-invalid');
    if (stopped) {
      email.setAttribute('aria-describedby', message.id);
      // A small phone's screen (or its keyboard) may hide it: bring it into view.
      message.scrollIntoView({ block: 'nearest' });
    } else {
      email.removeAttribute('aria-describedby');
    }
  }

  /** 'sending' while the calls run; 'leaving' once the browser is on its way to the checkout. */
  function setProgress(progress: 'idle' | 'sending' | 'leaving'): void {
    const busy = progress !== 'idle';
    const wasBusy = submitButton.disabled;
    email.disabled = busy;
    submitButton.disabled = busy;
    submitButton.textContent = busy ? text.busy : text.submit;
    // Disabling the field dropped focus; bring it back so the visitor can correct it.
    if (wasBusy && !busy && dialog.open) email.focus();
  }

  function submit(): void {
    if (running) return;
    const typed = email.value;
    // A mistyped address is answered at once, before any call.
    const validation = validateEmail(typed, language.messages);
    if (!validation.valid) {
      show({ status: 'stopped', message: validation.message, reason: 'invalid-email' });
      return;
    }
    show(null);
    const controller = new AbortController();
    running = controller;
    setProgress('sending');
    void processSignup(typed, { language, plan: chosenPlan(), signal: controller.signal }).then(
      (outcome) => {
        if (running !== controller) return;
        running = null;
        setProgress(outcome.status === 'redirecting' ? 'leaving' : 'idle');
        if (outcome.status !== 'stopped') return;
        show(outcome);
        if (outcome.reason === 'network') {
          networkToast = showToast({
            title: text.notifications.networkTitle,
            description: text.notifications.networkBody,
            tone: 'error',
          });
        }
      },
    );
  }

  form.onsubmit = (event) => {
    event.preventDefault();
    submit();
  };
  email.addEventListener('input', () => show(null));
  dialog.addEventListener('close', () => {
    running?.abort();
    running = null;
    if (networkToast !== null) dismissToast(networkToast);
    networkToast = null;
    email.value = '';
    show(null);
    setProgress('idle');
  });
  // Where the browser has no `closedby` for a dialog opened with show(), Escape still closes it
  // (focus is in the dialog, the page behind is inert).
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && dialog.open) dialog.close();
  });
  // The page behind is inert while the dialog is open, but the plan may still change (a page
  // brought back from the cache reads its address again).
  onPlanChange(() => {
    summary.textContent = text.planSummary(chosenPlan());
  });
  void loadToaster().then(({ Toaster }) =>
    createRoot(parts.toasts).render(
      createElement(Toaster, {
        regionLabel: text.notifications.regionLabel,
        dismissLabel: text.notifications.dismiss,
      }),
    ),
  );

  const controls = { submit };
  enhanced.set(dialog, controls);
  return controls;
}
