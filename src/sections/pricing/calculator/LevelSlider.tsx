import type { CSSProperties } from 'react';
import type { PricingLevel } from '../../../../shared/copy/pricingText';
import type { CalculatorText } from './calculatorText';
import { levelFacts } from '../../../../shared/facts/pricing';

interface LevelSliderProps {
  levelIndex: number;
  onChange: (levelIndex: number) => void;
  labelId: string;
  levels: readonly PricingLevel[];
  text: CalculatorText['calculator'];
}

const LAST_INDEX = levelFacts.length - 1;

/**
 * The level slider: a native range input, so the prerendered control is the one the visitor
 * uses, with the browser's own keyboard (arrows, Home/End, PageUp/PageDown), touch and
 * screen-reader support. Its value is the level's position from 0; the value text names the level
 * and its ad spend. Its look is in src/pages/[...locale]/pricing.astro; the filled part of the track follows
 * `--fill`.
 */
export function LevelSlider({ levelIndex, onChange, labelId, levels, text }: LevelSliderProps) {
  const level = levels[levelIndex];
  const fill = { '--fill': `${(levelIndex / LAST_INDEX) * 100}%` } as CSSProperties;
  return (
    <input
      type="range"
      min={0}
      max={LAST_INDEX}
      step={1}
      value={levelIndex}
      aria-labelledby={labelId}
      aria-valuetext={level ? text.sliderValueText(level) : undefined}
      onChange={(event) => onChange(event.currentTarget.valueAsNumber)}
      style={fill}
      className="level-slider"
    />
  );
}
