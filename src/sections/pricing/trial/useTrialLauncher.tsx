import { useCallback, useRef, useState } from 'react';
import { loadTrialLayer, type TrialLayerComponent } from './trialLayerLoader';

/**
 * Opens the trial dialog. The open state lives here, not in the lazily loaded dialog, so the
 * first request opens it as soon as its code arrives; focus goes back to whatever had it then
 * (the button that asked).
 */
export function useTrialLauncher() {
  const [open, setOpen] = useState(false);
  const [Layer, setLayer] = useState<TrialLayerComponent | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const start = useCallback(() => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement ? active : null;
    setOpen(true);
    loadTrialLayer()
      .then((component) => setLayer(() => component))
      .catch((error: unknown) => {
        console.error('The trial dialog could not load.', error);
        setOpen(false);
      });
  }, []);

  const layer = Layer ? (
    <Layer open={open} onOpenChange={setOpen} returnFocus={() => opener.current?.focus()} />
  ) : null;
  return { start, layer };
}
