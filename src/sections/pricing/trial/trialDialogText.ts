import type { PlanChoice } from '../../../../shared/facts/plan';
import { offer } from '../../../../shared/facts/offer';
import { fillTemplate } from '../../../../shared/language/fillTemplate';
import type { PricingText } from '../../../../shared/copy/pricingText';
import type { site } from '../../../../shared/facts/brand';
import type { Copy } from '../../../../shared/copy/collections';

/**
 * The brand's addresses the dialog names (../../../../shared/facts/brand.ts). The page passes them
 * to the island, so the island's code carries none of the brand's facts.
 */
export type DialogAddresses = Pick<typeof site, 'appUrl' | 'supportEmail'>;

/** The trial dialog's words (src/content/trial-dialog/), facts filled in, from its language's copy. */
export function trialDialogText(
  dialog: Copy<'trialDialog'>,
  pricing: PricingText,
  trialClaim: string,
  { appUrl, supportEmail }: DialogAddresses,
) {
  return {
    ...dialog,
    description: fillTemplate(dialog.description, { trialDays: offer.trialDays, trialClaim }),
    /** "Ultimate · $100,000+ ad spend · $470/year after your 30-day trial" */
    planSummary: (plan: PlanChoice) => {
      const level = pricing.levelOf(plan);
      return fillTemplate(dialog.planSummary, {
        levelName: level.name,
        maxAdSpend: level.maxAdSpend,
        price: pricing.priceWithPeriod(plan.billing),
        trialDays: offer.trialDays,
      });
    },
    existingAccount: {
      ...dialog.existingAccount,
      signInHref: appUrl,
      supportEmail,
      supportHref: `mailto:${supportEmail}`,
    },
  };
}

export type TrialDialogText = ReturnType<typeof trialDialogText>;
