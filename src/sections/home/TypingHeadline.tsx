import { PauseButton } from '../../components/ui/PauseButton';
import type { TypingTiming } from './typingSteps';

interface TypingHeadlineProps {
  lead: string;
  phrases: readonly string[];
  timing: TypingTiming;
  pauseLabel: string;
  resumeLabel: string;
}

/**
 * The headline with its first phrase typed out, as the page paints; animateTypingHeadline.ts
 * types the others. Under reduced motion it stays as it is, caret and button hidden by CSS.
 */
export function TypingHeadline({
  lead,
  phrases,
  timing,
  pauseLabel,
  resumeLabel,
}: TypingHeadlineProps) {
  return (
    <div
      className="text-balance"
      data-typing-headline=""
      data-ms-per-character={timing.msPerCharacter}
      data-pause-between-phrases-ms={timing.pauseBetweenPhrasesMs}
    >
      {/* Inline, so the pause button follows the typed line like one more word of it. */}
      <h1 className="inline">
        {lead} <span className="sr-only">{phrases.join(', ')}</span>
        {/* Every phrase sits invisibly in one grid cell, so the line keeps the size of the longest. */}
        <br />
        <span className="inline-grid text-primary" aria-hidden="true">
          {phrases.map((phrase) => (
            <span key={phrase} className="invisible col-start-1 row-start-1" data-typing-phrase="">
              {phrase}
            </span>
          ))}
          <span className="col-start-1 row-start-1">
            {/* The caret is this span's border: it grows with the text, so nothing ever shifts. */}
            <span className="typing-caret" data-testid="typing-text">
              {phrases[0] ?? ''}
            </span>
          </span>
        </span>
      </h1>
      {/* In the typed line's colour, so it reads as the control of that line. */}
      <PauseButton
        pauseLabel={pauseLabel}
        resumeLabel={resumeLabel}
        className="ml-3 inline-flex size-11 items-center justify-center rounded-full bg-primary/10 align-[0.1em] text-primary hover:bg-primary/15 motion-reduce:hidden"
      />
    </div>
  );
}
