import type { KeyboardEvent, PointerEvent, RefObject } from 'react';
import type { LevelSliderViewProps } from './levelSliderProps';
import {
  percentOf,
  sliderClasses,
  thumbInBoundsOffsetPx,
  valueAfterKey,
  valueAtPointer,
} from './sliderGeometry';

interface FirstPaintSliderProps extends LevelSliderViewProps {
  thumbRef: RefObject<HTMLSpanElement | null>;
}

/**
 * The slider as prerendered: the same look and ARIA as Radix Slider, already answering a key or
 * a click, so nothing is lost in the moment before the full slider takes over.
 */
export function FirstPaintSlider({
  value,
  max,
  onChange,
  labelId,
  valueText,
  thumbRef,
}: FirstPaintSliderProps) {
  const percent = percentOf(value, max);

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    const next = valueAfterKey(event.key, event.shiftKey, value, max);
    if (next === undefined) return;
    event.preventDefault();
    onChange(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    // As Radix does: keep the browser from moving focus off the thumb we focus below.
    event.preventDefault();
    const rect = event.currentTarget.getBoundingClientRect();
    onChange(valueAtPointer(event.clientX, rect.left, rect.width, max));
    thumbRef.current?.focus();
  };

  return (
    <span className={sliderClasses.root} onPointerDown={onPointerDown}>
      <span className={sliderClasses.track}>
        <span className={sliderClasses.range} style={{ left: 0, right: `${100 - percent}%` }} />
      </span>
      <span
        style={{
          position: 'absolute',
          left: `calc(${percent}% + ${thumbInBoundsOffsetPx(percent)}px)`,
          transform: 'translateX(-50%)',
        }}
      >
        <span
          ref={thumbRef}
          role="slider"
          tabIndex={0}
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={value}
          aria-valuetext={valueText}
          aria-orientation="horizontal"
          className={sliderClasses.thumb}
          onKeyDown={onKeyDown}
        />
      </span>
    </span>
  );
}
