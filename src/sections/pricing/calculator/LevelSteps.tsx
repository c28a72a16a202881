import type { PricingLevel } from '../../../../shared/copy/pricingText';
import type { CalculatorText } from './calculatorText';

/**
 * On a phone, four steps a row for amounts as short as "$4,999", and three in smaller type where
 * the language writes them longer ("12 999 $US"), so every label fits its button down to 320 px.
 * The last step spans two columns either way, which closes the grid's last row.
 */
function phoneLayout(levels: readonly PricingLevel[]): { columns: string; type: string } {
  const long = levels.some((level) => level.stepLabel.length > 8);
  return long
    ? { columns: 'grid-cols-3', type: 'text-xs sm:text-[0.8125rem]' }
    : { columns: 'grid-cols-4', type: 'text-[0.8125rem]' };
}

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
  const phone = phoneLayout(levels);
  return (
    <div
      role="group"
      aria-label={text.stepsLabel}
      className={`grid ${phone.columns} gap-2 sm:grid-cols-6`}
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
              className={`min-h-11 w-full rounded-control border px-0.5 ${phone.type} font-semibold tabular-nums transition-colors ${
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
