import { offer } from '../facts/offer';
import type { CallsToActionCopy } from './calls-to-action/callsToActionCopy';
import english from './calls-to-action/en.json' with { type: 'json' };
import { fillTemplate } from './fillTemplate';

// The signup core's bundle carries these labels: the type holds the JSON, the build checks it.
const copy: CallsToActionCopy = english;

/** Every button that starts the trial says so with the trial's length. */
export const ctaLabels = {
  trial: fillTemplate(copy.trial, offer),
  floating: fillTemplate(copy.floating, offer),
} as const;
