import { useCallback, useRef, useState, type ComponentType, type SyntheticEvent } from 'react';
import type * as TrialLayerModule from './TrialLayer';

type TrialLayerComponent = ComponentType<TrialLayerModule.TrialLayerProps>;

let pendingLayer: Promise<TrialLayerComponent> | undefined;

/** The dialog, react-query and the toaster load together, once, on the first trial intent. */
function loadTrialLayer(): Promise<TrialLayerComponent> {
  pendingLayer ??= import('./TrialLayer').then(
    (module) => module.TrialLayer,
    (error: unknown) => {
      pendingLayer = undefined; // a later click may try again
      throw error;
    },
  );
  return pendingLayer;
}

/**
 * Opens the trial dialog from any button on the page. The open state lives here, not in the
 * lazily loaded dialog, so the first click opens it as soon as its code arrives.
 */
export function useTrialLauncher() {
  const [open, setOpen] = useState(false);
  const [Layer, setLayer] = useState<TrialLayerComponent | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const prepare = useCallback((): Promise<void> => {
    return loadTrialLayer().then((component) => setLayer(() => component));
  }, []);

  const prepareQuietly = useCallback(() => {
    prepare().catch(() => {
      // Pointing at a button is only a hint; a click will try again and report the failure.
    });
  }, [prepare]);

  /** Takes the click event when given one, to return focus to that button on close. */
  const start = useCallback(
    (event?: SyntheticEvent) => {
      const target = event?.currentTarget ?? document.activeElement;
      opener.current = target instanceof HTMLElement ? target : null;
      setOpen(true);
      prepare().catch((error: unknown) => {
        console.error('The trial dialog could not load.', error);
        setOpen(false);
      });
    },
    [prepare],
  );

  const layer = Layer ? (
    <Layer open={open} onOpenChange={setOpen} returnFocus={() => opener.current?.focus()} />
  ) : null;
  return { start, prepare: prepareQuietly, layer };
}
