import { X } from 'lucide-react';
import { TRIAL_DIALOG_ID } from './openTrialDialog';
import type { TrialDialogPartName } from './trialDialogParts';
import type { TrialDialogText } from './trialDialogText';

const ids = {
  title: `${TRIAL_DIALOG_ID}-title`,
  description: `${TRIAL_DIALOG_ID}-description`,
  email: `${TRIAL_DIALOG_ID}-email`,
  message: `${TRIAL_DIALOG_ID}-message`,
};

/** Marks a part the dialog's behaviour finds (./trialDialogParts.ts). */
const part = (name: TrialDialogPartName) => ({ 'data-part': name });

interface TrialDialogProps {
  /** The dialog's words in the page's language. */
  text: TrialDialogText;
  /** The plan the page opens on, summed up; the dialog names the chosen one as it opens. */
  planSummary: string;
}

/**
 * The e-mail step of the free trial, as HTML in the pricing page, outside its `<main>`: a native
 * `<dialog>`, so the browser gives it Escape, a tap beside it to close (`closedby`) and its own
 * focus handling. It opens with `show()` and the page behind it is made inert a frame later
 * (./openTrialDialog.ts says why), so it is marked `aria-modal` for that frame. Being in the
 * page, it shows in the frame after the tap; what it does once the visitor acts in it comes after
 * (./trialDialogBehaviour.ts). The page renders it as HTML only: none of this file reaches the
 * browser.
 */
export function TrialDialog({ text, planSummary }: TrialDialogProps) {
  return (
    <dialog
      id={TRIAL_DIALOG_ID}
      aria-labelledby={ids.title}
      aria-describedby={ids.description}
      aria-modal="true"
      {...{ closedby: 'any' }}
      className="trial-dialog card m-auto w-[calc(100%-2rem)] max-w-md overflow-y-auto overscroll-contain p-0 text-ink"
    >
      <div className="relative p-6 md:p-8">
        <h2 id={ids.title} className="pr-10 text-2xl">
          {text.title}
        </h2>
        <p id={ids.description} className="mt-2 text-muted">
          {text.description}
        </p>
        <p className="mt-4 rounded-control border border-line bg-surface px-3.5 py-2.5 text-sm text-ink">
          <span className="font-semibold">{text.planLabel}: </span>
          <span {...part('planSummary')}>{planSummary}</span>
        </p>
        <form {...part('form')} noValidate className="mt-4 space-y-4">
          <div className="space-y-2">
            <label htmlFor={ids.email} className="block font-semibold text-ink">
              {text.emailLabel}
            </label>
            <input
              id={ids.email}
              {...part('email')}
              type="email"
              name="email"
              autoComplete="email"
              placeholder={text.emailPlaceholder}
              className="block min-h-11 w-full rounded-control border border-slate-400 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-surface aria-invalid:border-alert aria-invalid:ring-1 aria-invalid:ring-alert"
            />
          </div>
          <button
            {...part('submit')}
            type="submit"
            className="btn-primary w-full disabled:opacity-70"
          >
            {text.submit}
          </button>
          <p
            id={ids.message}
            {...part('message')}
            role="status"
            className="min-h-6 scroll-my-4 text-sm font-medium text-info"
          />
        </form>
        {/* Closes the dialog with no script at all, as a form of the dialog method. */}
        <form method="dialog" className="absolute top-4 right-4">
          <button
            type="submit"
            aria-label={text.close}
            className="inline-flex size-11 items-center justify-center rounded-control text-muted hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </form>
        {/* Inside the dialog, so a toast is neither hidden from screen readers nor blocked by the
            modal while the dialog is open. */}
        <div {...part('toasts')} />
      </div>
    </dialog>
  );
}
