/**
 * Makes a PauseButton work: each click flips its `data-paused` state and its name between the
 * pause and resume labels, then tells the animation.
 */
export function onPauseToggle(button: HTMLElement, onChange: (paused: boolean) => void): void {
  button.addEventListener('click', () => {
    const paused = button.dataset.paused !== 'true';
    button.dataset.paused = String(paused);
    button.setAttribute(
      'aria-label',
      (paused ? button.dataset.resumeLabel : button.dataset.pauseLabel) ?? '',
    );
    onChange(paused);
  });
}
