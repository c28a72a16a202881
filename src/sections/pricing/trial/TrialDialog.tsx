import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type SubmitEvent } from 'react';
import { Toaster } from '../../../components/ui/Toaster';
import { dismissToast, showToast } from '../../../components/ui/ToasterStore';
import type { TrialDialogText } from './trialDialogText';
import { defaultPlan } from '../../../../shared/facts/plan';
import { messageTone } from '../../../signup/messageColour';
import { chosenPlan, onPlanChange } from '../../../signup/planChoice';
import { processSignup, type SignupOutcome } from '../../../signup/processSignup';
import type { SignupLanguage } from '../../../signup/signupLanguage';
import { reportStep } from '../../../visits/reportStep';

type StoppedSignup = Extract<SignupOutcome, { status: 'stopped' }>;

interface TrialDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
  /** The dialog's words and the signup's language: the page's. */
  text: TrialDialogText;
  language: SignupLanguage;
}

/**
 * The e-mail step of the free trial; a thin view over src/signup, which makes the three calls
 * with plain fetch. A signup is sent once per submit and never retried on its own.
 */
export function TrialDialog({ open, onOpenChange, returnFocus, text, language }: TrialDialogProps) {
  const [email, setEmail] = useState('');
  const [stopped, setStopped] = useState<StoppedSignup | null>(null);
  // 'sending' while the calls run; 'leaving' once the browser is on its way to the checkout.
  const [progress, setProgress] = useState<'idle' | 'sending' | 'leaving'>('idle');
  const plan = useSyncExternalStore(onPlanChange, chosenPlan, () => defaultPlan);
  const running = useRef<AbortController | null>(null);
  const networkToast = useRef<number | null>(null);
  const inputId = useId();
  const messageId = useId();
  // The page keeps waiting while the browser leaves for the checkout.
  const busy = progress !== 'idle';

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setStopped(null);
    const controller = new AbortController();
    running.current = controller;
    setProgress('sending');
    void processSignup(email, { language, plan, signal: controller.signal }).then((outcome) => {
      if (running.current !== controller) return;
      setProgress(outcome.status === 'redirecting' ? 'leaving' : 'idle');
      if (outcome.status !== 'stopped') return;
      setStopped(outcome);
      if (outcome.reason === 'network') {
        networkToast.current = showToast({
          title: text.notifications.networkTitle,
          description: text.notifications.networkBody,
          tone: 'error',
        });
      }
    });
  };

  // Closing clears the e-mail, the message and the busy state (and stops the flow).
  const changeOpen = (next: boolean) => {
    if (!next) {
      running.current?.abort();
      running.current = null;
      if (networkToast.current !== null) dismissToast(networkToast.current);
      networkToast.current = null;
      setEmail('');
      setStopped(null);
      setProgress('idle');
    }
    onOpenChange(next);
  };

  // The funnel's trial_dialog step, once per opening; this code loads only when a visitor
  // reaches for a trial button, so the page's first load carries none of the counting.
  useEffect(() => {
    if (open) reportStep('trial_dialog');
  }, [open]);

  // Disabling the field while busy drops focus; bring it back so the visitor can correct it.
  const inputRef = useRef<HTMLInputElement>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy && open) inputRef.current?.focus();
    wasBusy.current = busy;
  }, [busy, open]);

  const message = stopped ? stopped.message || language.messages.emptyResult : '';
  const failed = stopped !== null && messageTone(stopped) === 'error';
  const { existingAccount } = text;

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-ink/60 p-4">
          <Dialog.Content
            className="card relative w-full max-w-md p-6 md:p-8"
            onCloseAutoFocus={(event) => {
              // Opened without a Radix trigger, so tell Radix where focus goes back to.
              event.preventDefault();
              returnFocus();
            }}
          >
            <Dialog.Title className="pr-10 text-2xl font-bold tracking-tight">
              {text.title}
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-muted">{text.description}</Dialog.Description>
            <p className="mt-4 rounded-control border border-line bg-surface px-3.5 py-2.5 text-sm text-ink">
              <span className="font-semibold">{text.planLabel}: </span>
              {text.planSummary(plan)}
            </p>
            <form noValidate onSubmit={submit} className="mt-4 space-y-4">
              <div className="space-y-2">
                <label htmlFor={inputId} className="block font-semibold text-ink">
                  {text.emailLabel}
                </label>
                <input
                  ref={inputRef}
                  id={inputId}
                  type="email"
                  name="email"
                  autoComplete="email"
                  placeholder={text.emailPlaceholder}
                  value={email}
                  disabled={busy}
                  aria-invalid={failed || undefined}
                  aria-describedby={message ? messageId : undefined}
                  onChange={(event) => {
                    setEmail(event.target.value);
                    setStopped(null);
                  }}
                  className="block min-h-11 w-full rounded-control border border-slate-400 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-surface aria-invalid:border-alert aria-invalid:ring-1 aria-invalid:ring-alert"
                />
              </div>
              <button
                type="submit"
                disabled={busy}
                className="btn-primary w-full disabled:opacity-70"
              >
                {busy ? text.busy : text.submit}
              </button>
              <p
                id={messageId}
                role="status"
                className={`min-h-6 text-sm font-medium ${failed ? 'text-alert' : 'text-info'}`}
              >
                {message}
                {stopped?.reason === 'email-exists' ? (
                  <>
                    {' '}
                    <a href={existingAccount.signInHref} className="underline underline-offset-2">
                      {existingAccount.signInLabel}
                    </a>
                    {existingAccount.supportIntro}{' '}
                    <a href={existingAccount.supportHref} className="underline underline-offset-2">
                      {existingAccount.supportEmail}
                    </a>
                    .
                  </>
                ) : null}
              </p>
            </form>
            <Dialog.Close
              aria-label={text.close}
              className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-control text-muted hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
            {/* Inside the dialog, so a toast is neither hidden from screen readers nor blocked
                by the modal while the dialog is open. */}
            <Toaster
              regionLabel={text.notifications.regionLabel}
              dismissLabel={text.notifications.dismiss}
            />
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
