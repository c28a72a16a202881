import { Slider } from 'radix-ui';
import { useEffect, useRef } from 'react';
import type { LevelSliderViewProps } from './levelSliderProps';
import { sliderClasses } from './sliderGeometry';

/** The full Radix slider (drag, touch, keyboard), loaded on the first interaction. */
export function RadixLevelSlider({
  value,
  max,
  onChange,
  labelId,
  valueText,
  focusOnMount,
}: LevelSliderViewProps & { focusOnMount: boolean }) {
  const thumb = useRef<HTMLSpanElement>(null);
  // Radix shows the thumb only after measuring it, a frame after mounting.
  useEffect(() => {
    if (!focusOnMount) return;
    const frame = requestAnimationFrame(() => thumb.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusOnMount]);

  return (
    <Slider.Root
      min={0}
      max={max}
      step={1}
      value={[value]}
      onValueChange={([next]) => {
        if (next !== undefined) onChange(next);
      }}
      className={sliderClasses.root}
    >
      <Slider.Track className={sliderClasses.track}>
        <Slider.Range className={sliderClasses.range} />
      </Slider.Track>
      <Slider.Thumb
        ref={thumb}
        aria-labelledby={labelId}
        aria-valuetext={valueText}
        className={sliderClasses.thumb}
      />
    </Slider.Root>
  );
}
