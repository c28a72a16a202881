import english from './closing-cta/en.json' with { type: 'json' };
import type { ClosingCtaCopy } from './closing-cta/closingCtaCopy';
import { copyValues } from './copyValues';
import { fillCopy } from './fillTemplate';
import { ctaLabels } from './ctaLabels';

/** The closing call to action shared by Home, Pricing and the case pages. */
export const closingCta = {
  ...fillCopy<ClosingCtaCopy>(english, copyValues),
  buttonLabel: ctaLabels.trial,
  href: '/pricing',
} as const;
