import type { PricingLevel } from '../../../../shared/copy/pricingText';
import type { CalculatorText } from './calculatorText';

/**
 * On a phone, as many steps a row as their labels leave room for, with space inside each button:
 * "$4,999" four a row from 360 px and three below; "12 999 $US" three a row from 360 px and two
 * below. The last step spans two columns either way, which closes the grid's last row.
 */
const phoneColumns = (levels: readonly PricingLevel[]): string =>
  levels.some((level) => level.stepLabel.length > 8)
    ? 'grid-cols-2 min-[360px]:grid-cols-3'
    : 'grid-cols-3 min-[360px]:grid-cols-4';

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
  const columns = phoneColumns(levels);
  return (
    <div
      role="group"
      aria-label={text.stepsLabel}
      className={`grid ${columns} gap-2 sm:grid-cols-6`}
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
