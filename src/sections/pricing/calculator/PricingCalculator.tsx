import { useId, type ReactNode } from 'react';
import { SectionHeading } from '../../../components/ui/SectionHeading';
import { defaultLevelIndex, pricingLevels, type BillingPeriod } from '../../../content/pricing';
import { pricingCalculator } from '../../../content/pricingPage';
import { choosePlan, chosenPlan } from '../../../signup/planChoice';
import { requestTrialDialog } from '../../../signup/trialRequest';
import { prepareTrialDialog } from '../trial/trialLayerLoader';
import { BillingToggle } from './BillingToggle';
import { LevelSlider } from './LevelSlider';
import { LevelSteps } from './LevelSteps';
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

/**
 * Billing period (monthly by default) and level (the third by default). An island: the
 * page paints it as HTML and React takes it over when the browser is idle. The choice lives in a
 * module store the trial dialog reads too; the card's button asks the dialog to open. Its icon
 * comes from the page as static HTML (an Astro slot), so no icon code ships with the island.
 */
export function PricingCalculator({ ctaIcon }: { ctaIcon?: ReactNode }) {
  const { period, levelIndex } = usePlanChoice();
  const sliderLabelId = useId();
  const level = pricingLevels[levelIndex] ?? pricingLevels[defaultLevelIndex];
  if (!level) return null;

  return (
    <section aria-labelledby="calculator-heading" className="section-pad">
      <div className="container-page">
        <SectionHeading
          id="calculator-heading"
          heading={pricingCalculator.heading}
          intro={pricingCalculator.intro}
        />
        <div className="space-y-10">
          <BillingToggle period={period} onChange={setPeriod} />
          <div className="space-y-4 rounded-card border border-line bg-surface p-5 md:p-8">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p id={sliderLabelId} className="font-semibold text-ink">
                {pricingCalculator.sliderLabel}
              </p>
              <p aria-hidden="true" className="font-semibold text-primary tabular-nums">
                {pricingCalculator.sliderValueText(level)}
              </p>
            </div>
            {/* At lg the track is inset by half a step minus half the thumb, so stops align. */}
            <div className="lg:px-[1.125rem]">
              <LevelSlider
                levelIndex={levelIndex}
                onChange={setLevelIndex}
                labelId={sliderLabelId}
              />
            </div>
            <LevelSteps levelIndex={levelIndex} onSelect={setLevelIndex} />
          </div>
          <PricingCard
            level={level}
            period={period}
            onStartTrial={startTrial}
            onPrepareTrial={prepareTrialDialog}
            ctaIcon={ctaIcon}
          />
        </div>
      </div>
    </section>
  );
}
