import type { ComponentType } from 'react';
import type * as TrialLayerModule from './TrialLayer';

export type TrialLayerComponent = ComponentType<TrialLayerModule.TrialLayerProps>;

let pendingLayer: Promise<TrialLayerComponent> | undefined;

/** The dialog, react-query and the toaster load together, once, on the first trial intent. */
export function loadTrialLayer(): Promise<TrialLayerComponent> {
  pendingLayer ??= import('./TrialLayer').then(
    (module) => module.TrialLayer,
    (error: unknown) => {
      pendingLayer = undefined; // a later click may try again
      throw error;
    },
  );
  return pendingLayer;
}

/** A pointer or focus reaching a trial button starts loading the dialog before the click. */
export function prepareTrialDialog(): void {
  loadTrialLayer().catch(() => {
    // Only a hint; a click will try again and report the failure.
  });
}
