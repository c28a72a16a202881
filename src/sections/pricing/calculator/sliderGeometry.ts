/** Shared by the first-paint slider and the Radix one so that swapping them moves nothing. */
export const THUMB_SIZE_PX = 28;

export const sliderClasses = {
  root: 'relative flex h-11 w-full touch-none items-center select-none',
  track: 'relative h-2 grow overflow-hidden rounded-full bg-line',
  range: 'absolute h-full rounded-full bg-primary',
  thumb:
    'block size-7 cursor-grab rounded-full border-4 border-primary bg-white shadow-soft active:cursor-grabbing',
} as const;

export function percentOf(value: number, max: number): number {
  return max === 0 ? 0 : (value / max) * 100;
}

/** Radix keeps the thumb inside the track: half a thumb right at 0 %, half a thumb left at 100 %. */
export function thumbInBoundsOffsetPx(percent: number): number {
  const half = THUMB_SIZE_PX / 2;
  return half - (percent / 50) * half;
}

/** The keyboard map of Radix Slider: arrows step, Page Up/Down and Shift+arrow jump ten. */
export function valueAfterKey(
  key: string,
  shiftKey: boolean,
  value: number,
  max: number,
): number | undefined {
  const jump = 10;
  const step = shiftKey ? jump : 1;
  const moves: Record<string, number> = {
    ArrowRight: value + step,
    ArrowUp: value + step,
    ArrowLeft: value - step,
    ArrowDown: value - step,
    PageUp: value + jump,
    PageDown: value - jump,
    Home: 0,
    End: max,
  };
  const next = moves[key];
  return next === undefined ? undefined : Math.min(max, Math.max(0, next));
}

/** The value under a pointer at `x` over a slider spanning `left` to `left + width`. */
export function valueAtPointer(x: number, left: number, width: number, max: number): number {
  if (width <= 0) return 0;
  const ratio = Math.min(1, Math.max(0, (x - left) / width));
  return Math.round(ratio * max);
}
