import { useMutation } from '@tanstack/react-query';
import { processSignup } from '../../../signup/processSignup';

export interface SignupRequest {
  email: string;
  signal: AbortSignal;
}

/** The signup runs as a mutation of the site's query client: never retried (spec §9). */
export function useSignupMutation() {
  return useMutation({
    mutationKey: ['trial-signup'],
    mutationFn: ({ email, signal }: SignupRequest) => processSignup(email, { signal }),
  });
}
