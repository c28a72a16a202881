import { useEffect, useRef } from 'react';
import { trackPointerPresses } from './pointerRelease';

const INTERACTIONS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'focusin', 'wheel'];

/**
 * Runs `onFirst` once, on the visitor's first pointer movement, touch, key, focus or wheel turn
 * anywhere on the page: the moment to load code the first paint does not need, usually well
 * before the pointer or focus reaches the part that uses it.
 */
export function useFirstInteraction(onFirst: () => void): void {
  const latest = useRef(onFirst);
  useEffect(() => {
    latest.current = onFirst;
  });
  useEffect(() => {
    const options = { capture: true, passive: true } as const;
    const stopTracking = trackPointerPresses();
    const handle = () => {
      INTERACTIONS.forEach((type) => window.removeEventListener(type, handle, options));
      latest.current();
    };
    INTERACTIONS.forEach((type) => window.addEventListener(type, handle, options));
    return () => {
      INTERACTIONS.forEach((type) => window.removeEventListener(type, handle, options));
      stopTracking();
    };
  }, []);
}
