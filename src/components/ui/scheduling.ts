/**
 * When a page's own work runs, so that none of it delays what the visitor sees: after the next
 * paint, when the browser is idle, or at the visitor's first interaction. The layout, the visit
 * counting's loader, the third-party services and the trial dialog share these.
 */

/**
 * Runs `work` in a task after the next frame: at a page's start, once its first paint is done.
 * A page's deferred script runs as soon as the stylesheet has arrived, the very moment the browser
 * would paint; work done there puts the first paint off on a slow phone (docs/islands.md).
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work));
}

/** Runs work when the browser is idle (by 5 s at the latest; 2 s after the call without requestIdleCallback); returns a canceller. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 2000);
  return () => window.clearTimeout(timer);
}

const INTERACTIONS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'focusin', 'wheel'];

/**
 * Runs `onFirst` once, on the visitor's first pointer movement, touch, key, focus or wheel turn
 * anywhere on the page: the moment to load code the first paint does not need, usually well
 * before the pointer or focus reaches the part that uses it. Returns a function that cancels it.
 */
export function onFirstInteraction(onFirst: () => void, target: EventTarget = window): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () =>
    INTERACTIONS.forEach((type) => target.removeEventListener(type, handle, options));
  function handle() {
    stop();
    onFirst();
  }
  INTERACTIONS.forEach((type) => target.addEventListener(type, handle, options));
  return stop;
}
