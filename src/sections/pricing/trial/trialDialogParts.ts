/**
 * The trial dialog's parts: the page draws them (./TrialDialog.tsx) marked `data-part`, and its
 * behaviour finds them (./trialDialogBehaviour.ts). The calculator island, which only opens the
 * dialog, looks up the dialog and its plan summary itself (./openTrialDialog.ts): sharing this
 * module would cost the island's budget a file of its own.
 */
export const trialDialogPartNames = [
  'planSummary',
  'form',
  'email',
  'submit',
  'message',
  'toasts',
] as const;

export type TrialDialogPartName = (typeof trialDialogPartNames)[number];

export interface TrialDialogParts {
  dialog: HTMLDialogElement;
  planSummary: HTMLElement;
  form: HTMLFormElement;
  email: HTMLInputElement;
  submit: HTMLButtonElement;
  message: HTMLElement;
  toasts: HTMLElement;
}

/** The dialog's parts, or nothing when it is not drawn whole. */
export function trialDialogParts(dialog: HTMLDialogElement): TrialDialogParts | undefined {
  const parts = trialDialogPartNames.map((name) => [
    name,
    dialog.querySelector(`[data-part="${name}"]`),
  ]);
  return parts.every(([, part]) => part)
    ? ({ dialog, ...Object.fromEntries(parts) } as TrialDialogParts)
    : undefined;
}
