import { onPauseToggle } from '../../components/ui/togglePause';

/** The partner logos stop scrolling while paused (styles.css reads `data-paused`). */
export function enhancePartnerMarquee(section: HTMLElement): void {
  const button = section.querySelector<HTMLElement>('[data-pause-label]');
  const marquee = section.querySelector<HTMLElement>('.marquee');
  if (!button || !marquee) return;
  onPauseToggle(button, (paused) => {
    marquee.dataset.paused = String(paused);
  });
}
