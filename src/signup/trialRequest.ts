/**
 * Lets a control outside the pricing page (the header's trial button, say) open the trial dialog
 * when the pricing page is showing, and fall back to its own link everywhere else.
 */
export const START_TRIAL_EVENT = 'trial:start';

/** True when a page took the request (opened its dialog); the caller then skips navigating. */
export function requestTrialDialog(target: EventTarget = window): boolean {
  return !target.dispatchEvent(new Event(START_TRIAL_EVENT, { cancelable: true }));
}

/** Answers trial requests while mounted; returns the function that stops answering. */
export function answerTrialRequests(open: () => void, target: EventTarget = window): () => void {
  const onRequest = (event: Event) => {
    event.preventDefault();
    open();
  };
  target.addEventListener(START_TRIAL_EVENT, onRequest);
  return () => target.removeEventListener(START_TRIAL_EVENT, onRequest);
}
