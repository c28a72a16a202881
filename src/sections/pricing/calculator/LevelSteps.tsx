import type { PricingLevel } from '../../../content/pricing';
import type { CalculatorText } from '../../../content/pricingCalculator';

interface LevelStepsProps {
  levelIndex: number;
  onSelect: (levelIndex: number) => void;
  levels: readonly PricingLevel[];
  text: CalculatorText['calculator'];
}

/**
 * One button per level under the slider. Each names its level in a tooltip drawn by CSS alone
 * (src/pages/[...locale]/pricing.astro: on hover, after a moment, and on keyboard focus); the button's own
 * name already says it to screen readers.
 */
export function LevelSteps({ levelIndex, onSelect, levels, text }: LevelStepsProps) {
  return (
    <div
      role="group"
      aria-label={text.stepsLabel}
      className="grid grid-cols-4 gap-2 sm:grid-cols-6"
    >
      {levels.map((level, index) => {
        const selected = index === levelIndex;
        return (
          <span key={level.id} className="level-step relative flex last:col-span-2">
            <button
              type="button"
              aria-pressed={selected}
              aria-label={text.stepName(level)}
              onClick={() => onSelect(index)}
              className={`min-h-11 w-full rounded-control border px-1 text-[0.8125rem] font-semibold tabular-nums transition-colors ${
                selected
                  ? 'border-primary bg-primary text-white'
                  : 'border-line bg-white text-muted hover:border-primary hover:text-primary'
              }`}
            >
              {level.stepLabel}
            </button>
            <span role="tooltip" className="level-tip">
              {level.name}
            </span>
          </span>
        );
      })}
    </div>
  );
}
