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
