import {
  memo,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Copy } from '../../../../shared/copy/collections';
import { pricingText } from '../../../../shared/copy/pricingText';
import type { Locale } from '../../../../shared/language/locales';
import { calculatorText } from './calculatorText';
import { signupMessagesFrom } from '../../../signup/signupMessages';
import { trialDialogText, type DialogAddresses } from '../trial/trialDialogText';
import { defaultPlan } from '../../../../shared/facts/plan';
import {
  defaultLevelIndex,
  levelFacts,
  type BillingPeriod,
} from '../../../../shared/facts/pricing';
import { choosePlan, chosenPlan, onPlanChange, shownPlan } from '../../../signup/planChoice';
import { onTrialClick } from '../trial/trialButtons';
import { openTrialDialog } from '../trial/openTrialDialog';
import { BillingToggle } from './BillingToggle';
import { LevelSlider } from './LevelSlider';
import { LevelSteps } from './LevelSteps';
import { PriceSummary } from './PriceSummary';
import { PricingCard } from './PricingCard';
import { usePlanInAddress } from './usePlanInAddress';
import type { Currency } from '../../../../shared/facts/currencies';

// The parts a choice may leave as they are, drawn again only when their own props change: a tap
// on the billing switch leaves the slider and the level steps alone, and the prices wait for the
// deferred render below.
const Slider = memo(LevelSlider);
const Steps = memo(LevelSteps);
const Summary = memo(PriceSummary);
const Card = memo(PricingCard);

const setPeriod = (billing: BillingPeriod) => choosePlan({ ...chosenPlan(), billing });
const setLevelIndex = (levelIndex: number) => {
  const level = levelFacts[levelIndex];
  if (level) choosePlan({ ...chosenPlan(), level: level.id });
};

/**
 * The shared plan choice (src/signup/planChoice.ts) as the calculator shows it. The islands of a
 * page are separate React roots, so the choice lives in a module rather than a context; the
 * prerendered HTML shows the default plan in the page's currency.
 */
function usePlanChoice(pageCurrency: Currency) {
  // Until the address's plan is read (as the island hydrates), the page's own: the default plan
  // in the currency the page was sent in, the same on the server and in the browser, so nothing
  // is drawn in another currency in between.
  const pagePlan = useMemo(() => ({ ...defaultPlan, currency: pageCurrency }), [pageCurrency]);
  const plan = useSyncExternalStore(
    onPlanChange,
    () => shownPlan() ?? pagePlan,
    () => pagePlan,
  );
  const index = levelFacts.findIndex((level) => level.id === plan.level);
  return { plan, period: plan.billing, levelIndex: index === -1 ? defaultLevelIndex : index };
}

/**
 * The copy the page gives the island, in its language only: the calculator's, the dialog's and
 * the signup messages as their files hold them, two labels the page has already filled, and the
 * addresses the dialog names.
 */
export interface IslandCopy {
  locale: Locale;
  /** The currency the page was built with: our server sends the visitor's. */
  currency: Currency;
  pricingCalculator: Copy<'pricingCalculator'>;
  trialDialog: Copy<'trialDialog'>;
  signupMessages: Copy<'signupMessages'>;
  labels: { trial: string; trialClaim: string };
  addresses: DialogAddresses;
}

/** Everything the island and its dialog say, built from the page's language's copy. */
function useIslandText(copy: IslandCopy, currency: Currency) {
  return useMemo(() => {
    const pricing = pricingText(copy.pricingCalculator, copy.locale, currency);
    return {
      pricing,
      ...calculatorText(copy.pricingCalculator, pricing, copy.labels),
      dialog: trialDialogText(copy.trialDialog, pricing, copy.labels.trialClaim, copy.addresses),
      language: { locale: copy.locale, messages: signupMessagesFrom(copy.signupMessages) },
    };
  }, [copy, currency]);
}

interface PricingCalculatorProps {
  /** The copy of the page's language: the only words the island carries. */
  copy: IslandCopy;
  /** The arrow of the card's button, drawn by the page as static HTML (an Astro slot). */
  ctaIcon?: ReactNode;
  /** What every plan includes, static HTML from the page, shown under the slider. */
  planIncludes?: ReactNode;
  /** The currency links (CurrencyChoice.tsx), static HTML from the page, above what it includes. */
  currencyChoice?: ReactNode;
}

/**
 * Billing period (monthly by default) and level (the third by default), kept in the page's
 * address. An island: the page paints it as HTML and React takes it over when the browser is
 * idle. The choice lives in a module store the trial dialog reads too. The island opens the
 * page's trial dialog: every `data-trial` control on the page (the card's button, the header's,
 * the closing call to action's) opens it, and focus goes back to that control when it closes.
 * The card sits beside the slider on wide screens; on narrower ones a price summary follows the
 * slider, so the chosen level and its price are on the first screen either way.
 */
export function PricingCalculator({
  copy,
  ctaIcon,
  planIncludes,
  currencyChoice,
}: PricingCalculatorProps) {
  const { plan, period, levelIndex } = usePlanChoice(copy.currency);
  const {
    pricing,
    calculator,
    card,
    dialog: dialogText,
    language,
  } = useIslandText(copy, plan.currency);
  // The controls show a choice at once; the prices it changes are drawn just after, in a render
  // React may interrupt, so on a slow phone the tap's own frame has only the control to draw.
  const pricedPeriod = useDeferredValue(period);
  const pricedLevelIndex = useDeferredValue(levelIndex);
  usePlanInAddress(copy.currency);
  const sliderLabelId = useId();
  // The page's trial dialog (src/sections/pricing/trial/), opened in the frame after the click.
  useEffect(
    () => onTrialClick((trigger) => openTrialDialog(trigger, { text: dialogText, language })),
    [dialogText, language],
  );
  const level = pricing.levels[pricedLevelIndex] ?? pricing.levels[defaultLevelIndex];
  if (!level) return null;

  return (
    <section aria-labelledby="calculator-heading" className="pt-8 pb-14 md:pb-20">
      <div className="container-page grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-10">
        <div className="space-y-6">
          <div className="space-y-2">
            <h2 id="calculator-heading" className="text-2xl md:text-3xl">
              {calculator.heading}
            </h2>
            <p className="text-muted">{calculator.intro}</p>
          </div>
          <BillingToggle period={period} onChange={setPeriod} text={calculator} />
          <div className="space-y-4 rounded-card border border-line bg-surface p-5 md:p-6">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p id={sliderLabelId} className="font-semibold text-ink">
                {calculator.sliderLabel}
              </p>
              <p
                aria-hidden="true"
                className="hidden font-semibold text-primary tabular-nums lg:block"
              >
                {calculator.sliderValueText(level)}
              </p>
            </div>
            <Slider
              levelIndex={levelIndex}
              onChange={setLevelIndex}
              labelId={sliderLabelId}
              levels={pricing.levels}
              text={calculator}
            />
            <Summary level={level} period={pricedPeriod} pricing={pricing} text={calculator} />
            <Steps
              levelIndex={levelIndex}
              onSelect={setLevelIndex}
              levels={pricing.levels}
              text={calculator}
            />
          </div>
          {/* After the slider, so the chosen level and its price stay on a phone's first screen. */}
          <div>{currencyChoice}</div>
          {planIncludes}
        </div>
        <Card level={level} period={pricedPeriod} ctaIcon={ctaIcon} pricing={pricing} text={card} />
      </div>
    </section>
  );
}
