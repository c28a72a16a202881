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
      className="flex items-end gap-3"
      data-typing-headline=""
      data-ms-per-character={timing.msPerCharacter}
      data-pause-between-phrases-ms={timing.pauseBetweenPhrasesMs}
    >
      {/* As wide as the longest line, in em, so the pause button beside the typed line sits at
          the same place in any font: the page never moves when the web font arrives. */}
      <h1 className="w-[8em] max-w-full min-w-0">
        {lead} <span className="sr-only">{phrases.join(', ')}</span>
        {/* Every phrase sits invisibly in one grid cell, so the line keeps the size of the longest.
            The cell is as wide as the heading: a compound longer than the line breaks at its soft
            hyphens (written in the copy), with a hyphen, in every browser. */}
        <span className="grid grid-cols-[minmax(0,1fr)] text-primary" aria-hidden="true">
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
      {/* Level with the typed line and in its colour, so it reads as the control of that line. */}
      <PauseButton
        pauseLabel={pauseLabel}
        resumeLabel={resumeLabel}
        className="mb-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary hover:bg-primary/15 motion-reduce:hidden"
      />
    </div>
  );
}
