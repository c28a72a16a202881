// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onTrialClick, TRIAL_ATTRIBUTE } from './trialButtons';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('trial buttons', () => {
  it('open the dialog instead of following their link, and only while listened to', () => {
    document.body.innerHTML = `<a href="/pricing" ${TRIAL_ATTRIBUTE}><span>Start</span></a><a href="/faq">FAQ</a>`;
    const open = vi.fn();
    const stop = onTrialClick(open);
    const [trial, other] = [...document.querySelectorAll('a')];
    const click = (element: Element | null | undefined) =>
      element?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

    expect(click(trial?.querySelector('span'))).toBe(false);
    expect(open).toHaveBeenCalledWith(trial);
    expect(click(other)).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);

    stop();
    expect(click(trial)).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
