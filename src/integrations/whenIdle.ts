/** Fallback for browsers without requestIdleCallback (Safari): soon after load, off the critical path. */
const FALLBACK_DELAY_MS = 2000;
/** The browser may postpone idle work on a busy page; it runs by this time at the latest. */
const IDLE_TIMEOUT_MS = 5000;

/** Runs work when the browser is idle; returns a function that cancels it. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(timer);
}
