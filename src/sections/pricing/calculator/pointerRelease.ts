/**
 * Swapping a control for its full version while the visitor is pressing it would lose the
 * click or drag, so swaps wait until every pointer is released (and the click has fired).
 */
let pressedPointers = 0;
let waiting: (() => void)[] = [];
let trackers = 0;

const onPress = () => {
  pressedPointers += 1;
};

const onRelease = () => {
  pressedPointers = Math.max(0, pressedPointers - 1);
  if (pressedPointers > 0 || waiting.length === 0) return;
  const queued = waiting;
  waiting = [];
  // The click that follows this release is dispatched before a zero-delay timer runs.
  setTimeout(() => queued.forEach((run) => run()), 0);
};

const options = { capture: true, passive: true } as const;

/** Starts counting pressed pointers; returns the function that stops it. */
export function trackPointerPresses(): () => void {
  if (trackers === 0) {
    window.addEventListener('pointerdown', onPress, options);
    window.addEventListener('pointerup', onRelease, options);
    window.addEventListener('pointercancel', onRelease, options);
  }
  trackers += 1;
  return () => {
    trackers -= 1;
    if (trackers > 0) return;
    window.removeEventListener('pointerdown', onPress, options);
    window.removeEventListener('pointerup', onRelease, options);
    window.removeEventListener('pointercancel', onRelease, options);
    pressedPointers = 0;
    waiting = [];
  };
}

export function afterPointerRelease(run: () => void): void {
  if (pressedPointers === 0) run();
  else waiting.push(run);
}
