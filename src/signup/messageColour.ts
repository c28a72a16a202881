import type { SignupOutcome } from './processSignup';

export const messageColours = { error: '#DC2626', info: '#2563EB' } as const;

export type MessageTone = keyof typeof messageColours;

/**
 * The tone follows the outcome, not the words of the message (docs/decisions.md#message-tone):
 * a signup that stopped is a failure or a refusal, shown in the error colour with the field marked
 * invalid; anything else is information.
 */
export function messageTone(outcome: SignupOutcome): MessageTone {
  return outcome.status === 'stopped' ? 'error' : 'info';
}

export function messageColour(outcome: SignupOutcome): string {
  return messageColours[messageTone(outcome)];
}
