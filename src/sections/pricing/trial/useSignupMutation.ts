import { useMutation } from '@tanstack/react-query';
import type { PlanChoice } from '../../../content/plan';
import { processSignup } from '../../../signup/processSignup';

export interface SignupRequest {
  email: string;
  plan: PlanChoice;
  signal: AbortSignal;
}

/** The signup runs as a mutation of the site's query client: never retried. */
export function useSignupMutation() {
  return useMutation({
    mutationKey: ['trial-signup'],
    mutationFn: ({ email, plan, signal }: SignupRequest) => processSignup(email, { plan, signal }),
  });
}
