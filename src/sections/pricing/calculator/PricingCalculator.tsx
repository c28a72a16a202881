import { useId, type ReactNode } from 'react';
import { defaultLevelIndex, pricingLevels, type BillingPeriod } from '../../../content/pricing';
import { pricingCalculator } from '../../../content/pricingPage';
import { choosePlan, chosenPlan } from '../../../signup/planChoice';
import { requestTrialDialog } from '../../../signup/trialRequest';
import { TrialDialogHost } from '../trial/TrialDialogHost';
import { prepareTrialDialog } from '../trial/trialLayerLoader';
import { BillingToggle } from './BillingToggle';
import { LevelSlider } from './LevelSlider';
import { LevelSteps } from './LevelSteps';
import { PriceSummary } from './PriceSummary';
import { PricingCard } from './PricingCard';
import { usePlanChoice } from './usePlanChoice';

const setPeriod = (billing: BillingPeriod) => choosePlan({ ...chosenPlan(), billing });
const setLevelIndex = (levelIndex: number) => {
  const level = pricingLevels[levelIndex];
  if (level) choosePlan({ ...chosenPlan(), level: level.id });
};
const startTrial = () => {
  requestTrialDialog();
};

interface PricingCalculatorProps {
  /** The arrow of the card's button, drawn by the page as static HTML (an Astro slot). */
  ctaIcon?: ReactNode;
  /** What every plan includes, static HTML from the page, shown under the slider. */
  planIncludes?: ReactNode;
}

/**
 * Billing period (monthly by default) and level (the third by default). An island: the
 * page paints it as HTML and React takes it over when the browser is idle. The choice lives in a
 * module store the trial dialog reads too; the card's button asks the dialog to open.
 * The card sits beside the slider on wide screens; on narrower ones a price summary follows the
 * slider, so the chosen level and its price are on the first screen either way.
 */
export function PricingCalculator({ ctaIcon, planIncludes }: PricingCalculatorProps) {
  const { period, levelIndex } = usePlanChoice();
  const sliderLabelId = useId();
  const level = pricingLevels[levelIndex] ?? pricingLevels[defaultLevelIndex];
  if (!level) return null;

  return (
    <section aria-labelledby="calculator-heading" className="pt-8 pb-14 md:pb-20">
      <div className="container-page grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-10">
        <div className="space-y-6">
          <div className="space-y-2">
            <h2 id="calculator-heading" className="text-2xl md:text-3xl">
              {pricingCalculator.heading}
            </h2>
            <p className="text-muted">{pricingCalculator.intro}</p>
          </div>
          <BillingToggle period={period} onChange={setPeriod} />
          <div className="space-y-4 rounded-card border border-line bg-surface p-5 md:p-6">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p id={sliderLabelId} className="font-semibold text-ink">
                {pricingCalculator.sliderLabel}
              </p>
              <p
                aria-hidden="true"
                className="hidden font-semibold text-primary tabular-nums lg:block"
              >
                {pricingCalculator.sliderValueText(level)}
              </p>
            </div>
            <LevelSlider levelIndex={levelIndex} onChange={setLevelIndex} labelId={sliderLabelId} />
            <PriceSummary level={level} period={period} />
            <LevelSteps levelIndex={levelIndex} onSelect={setLevelIndex} />
          </div>
          {planIncludes}
        </div>
        <PricingCard
          level={level}
          period={period}
          onStartTrial={startTrial}
          onPrepareTrial={prepareTrialDialog}
          ctaIcon={ctaIcon}
        />
      </div>
      {/* The dialog's host rides in this island: one React root on the page, not two. */}
      <TrialDialogHost />
    </section>
  );
}
