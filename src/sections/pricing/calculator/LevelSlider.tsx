import { useRef, useState, type ComponentType } from 'react';
import { pricingLevels } from '../../../content/pricing';
import { pricingCalculator } from '../../../content/pricingPage';
import { FirstPaintSlider } from './FirstPaintSlider';
import type { LevelSliderViewProps } from './levelSliderProps';
import { afterPointerRelease } from './pointerRelease';
import { useFirstInteraction } from './useFirstInteraction';

type RadixSlider = ComponentType<LevelSliderViewProps & { focusOnMount: boolean }>;

interface LevelSliderProps {
  levelIndex: number;
  onChange: (levelIndex: number) => void;
  labelId: string;
}

/**
 * Radix Slider weighs about 10 kB gzipped, more than the first-load budget leaves, so the page
 * paints a lookalike (already answering keys and clicks) and swaps in Radix on the visitor's
 * first interaction with the page, keeping focus on the thumb if it was there.
 */
export function LevelSlider({ levelIndex, onChange, labelId }: LevelSliderProps) {
  const [radix, setRadix] = useState<{ Slider: RadixSlider; focus: boolean } | null>(null);
  const requested = useRef(false);
  const firstPaintThumb = useRef<HTMLSpanElement>(null);
  const level = pricingLevels[levelIndex];
  const view: LevelSliderViewProps = {
    value: levelIndex,
    max: pricingLevels.length - 1,
    onChange,
    labelId,
    valueText: level ? pricingCalculator.sliderValueText(level) : '',
  };

  useFirstInteraction(() => {
    if (requested.current) return;
    requested.current = true;
    import('./RadixLevelSlider')
      .then(({ RadixLevelSlider }) =>
        afterPointerRelease(() => {
          const focus = firstPaintThumb.current === document.activeElement;
          setRadix({ Slider: RadixLevelSlider, focus });
        }),
      )
      .catch((error: unknown) => {
        console.warn('The full slider could not load; arrow keys and clicks still work.', error);
      });
  });

  if (radix) return <radix.Slider {...view} focusOnMount={radix.focus} />;
  return <FirstPaintSlider {...view} thumbRef={firstPaintThumb} />;
}
