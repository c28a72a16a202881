import { useEffect, useRef } from 'react';
import { onFirstInteraction } from '../../../components/ui/firstInteraction';
import { trackPointerPresses } from './pointerRelease';

/** onFirstInteraction for a component, counting pointer presses meanwhile (pointerRelease.ts). */
export function useFirstInteraction(onFirst: () => void): void {
  const latest = useRef(onFirst);
  useEffect(() => {
    latest.current = onFirst;
  });
  useEffect(() => {
    const stopTracking = trackPointerPresses();
    const cancel = onFirstInteraction(() => latest.current());
    return () => {
      cancel();
      stopTracking();
    };
  }, []);
}
