import { Pause, Play } from 'lucide-react';

interface PauseButtonProps {
  pauseLabel: string;
  resumeLabel: string;
  className: string;
}

/**
 * A pause/play button for an animation, as plain HTML: togglePause.ts makes it work, swapping its
 * name; the icon follows its `data-paused` state through CSS.
 */
export function PauseButton({ pauseLabel, resumeLabel, className }: PauseButtonProps) {
  return (
    <button
      type="button"
      className={`group ${className}`}
      aria-label={pauseLabel}
      data-pause-label={pauseLabel}
      data-resume-label={resumeLabel}
      data-paused="false"
    >
      <Pause aria-hidden="true" className="size-4 group-data-[paused=true]:hidden" />
      <Play aria-hidden="true" className="hidden size-4 group-data-[paused=true]:block" />
    </button>
  );
}
