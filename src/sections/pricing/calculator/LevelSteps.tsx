import { Fragment, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import type * as TooltipModule from '../../../components/ui/Tooltip';
import { pricingLevels } from '../../../content/pricing';
import { pricingCalculator } from '../../../content/pricingPage';
import { afterPointerRelease } from './pointerRelease';
import { useFirstInteraction } from './useFirstInteraction';

type TooltipParts = Pick<typeof TooltipModule, 'Hint' | 'TooltipProvider'>;

interface LevelStepsProps {
  levelIndex: number;
  onSelect: (levelIndex: number) => void;
}

/**
 * One button per level under the slider. The tooltips naming each level (and their positioning
 * code) load on the visitor's first interaction with the page, not with the first paint.
 */
export function LevelSteps({ levelIndex, onSelect }: LevelStepsProps) {
  const [tooltips, setTooltips] = useState<TooltipParts | null>(null);
  const requested = useRef(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const keyboardFocusedStep = useRef<number | null>(null);

  useFirstInteraction(() => {
    if (requested.current) return;
    requested.current = true;
    import('../../../components/ui/Tooltip')
      .then(({ Hint, TooltipProvider }) =>
        afterPointerRelease(() => {
          const active = buttons.current.findIndex(
            (button) =>
              button !== null &&
              button === document.activeElement &&
              button.matches(':focus-visible'),
          );
          keyboardFocusedStep.current = active === -1 ? null : active;
          setTooltips({ Hint, TooltipProvider });
        }),
      )
      .catch((error: unknown) => console.warn('Level tooltips could not load.', error));
  });

  // Wrapping the steps in tooltip triggers re-creates the buttons; a keyboard user keeps focus.
  useLayoutEffect(() => {
    if (tooltips && keyboardFocusedStep.current !== null) {
      buttons.current[keyboardFocusedStep.current]?.focus();
    }
  }, [tooltips]);

  const steps = pricingLevels.map((level, index) => {
    const selected = index === levelIndex;
    const button = (
      <button
        type="button"
        ref={(element) => {
          buttons.current[index] = element;
        }}
        aria-pressed={selected}
        aria-label={pricingCalculator.stepName(level)}
        onClick={() => onSelect(index)}
        className={`min-h-11 rounded-control border px-1 text-[0.8125rem] last:col-span-2 font-semibold tabular-nums transition-colors ${
          selected
            ? 'border-primary bg-primary text-white'
            : 'border-line bg-white text-muted hover:border-primary hover:text-primary'
        }`}
      >
        {level.stepLabel}
      </button>
    );
    const step: ReactElement = tooltips ? (
      <tooltips.Hint key={level.name} label={level.name}>
        {button}
      </tooltips.Hint>
    ) : (
      <Fragment key={level.name}>{button}</Fragment>
    );
    return step;
  });

  return (
    <div
      role="group"
      aria-label={pricingCalculator.stepsLabel}
      className="grid grid-cols-4 gap-2 sm:grid-cols-6"
    >
      {tooltips ? <tooltips.TooltipProvider>{steps}</tooltips.TooltipProvider> : steps}
    </div>
  );
}
