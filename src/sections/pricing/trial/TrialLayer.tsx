import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryClient } from './queryClient';
import { installSignupHelpers } from '../../../signup/windowHelper';
import { TrialDialog } from './TrialDialog';

export interface TrialLayerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Puts focus back on the button that opened the dialog. */
  returnFocus: () => void;
}

/** Everything the trial signup needs in the browser, loaded on the first trial intent. */
export function TrialLayer({ open, onOpenChange, returnFocus }: TrialLayerProps) {
  useEffect(() => {
    if (!window.trialSignup) installSignupHelpers();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <TrialDialog open={open} onOpenChange={onOpenChange} returnFocus={returnFocus} />
    </QueryClientProvider>
  );
}
