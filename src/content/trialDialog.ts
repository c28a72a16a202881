import type { PlanChoice } from '../facts/plan';
import { fillTemplate } from './fillTemplate';
import { levelOf, priceWithPeriod } from './pricing';
import { offer } from '../facts/offer';
import { site, trialClaim } from './site';
import copy from './trial-dialog/en.json' with { type: 'json' };
import type { TrialDialogCopy } from './trial-dialog/schema';

const dialog: TrialDialogCopy = copy;

/** Copy of the trial dialog on /pricing (src/content/trial-dialog/), with its facts filled in. */
export const trialDialogText = {
  ...dialog,
  description: fillTemplate(dialog.description, { trialDays: offer.trialDays, trialClaim }),
  /** "Ultimate · $100,000+ ad spend · $470/year after your 30-day trial" */
  planSummary: (plan: PlanChoice) => {
    const level = levelOf(plan);
    return fillTemplate(dialog.planSummary, {
      levelName: level.name,
      maxAdSpend: level.maxAdSpend,
      price: priceWithPeriod(plan.billing),
      trialDays: offer.trialDays,
    });
  },
  existingAccount: {
    ...dialog.existingAccount,
    signInHref: site.appUrl,
    supportEmail: site.supportEmail,
    supportHref: `mailto:${site.supportEmail}`,
  },
};

export const trialNotifications = dialog.notifications;
