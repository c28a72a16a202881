import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './scheduling';

describe('onFirstInteraction', () => {
  it.each(['pointermove', 'pointerdown', 'keydown', 'touchstart', 'focusin', 'wheel'])(
    'runs once, on the first %s',
    (type) => {
      const target = new EventTarget();
      const onFirst = vi.fn();
      onFirstInteraction(onFirst, target);
      target.dispatchEvent(new Event(type));
      target.dispatchEvent(new Event('keydown'));
      expect(onFirst).toHaveBeenCalledTimes(1);
    },
  );

  it('ignores events that are not interactions, and can be cancelled', () => {
    const target = new EventTarget();
    const onFirst = vi.fn();
    const cancel = onFirstInteraction(onFirst, target);
    target.dispatchEvent(new Event('scroll'));
    cancel();
    target.dispatchEvent(new Event('pointermove'));
    expect(onFirst).not.toHaveBeenCalled();
  });
});
