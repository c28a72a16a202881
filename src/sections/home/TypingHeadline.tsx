import { Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { nextTypingStep, type TypingState, type TypingTiming } from './typingSteps';

interface TypingHeadlineProps {
  lead: string;
  phrases: readonly string[];
  timing: TypingTiming;
  pauseLabel: string;
  resumeLabel: string;
}

export function TypingHeadline({
  lead,
  phrases,
  timing,
  pauseLabel,
  resumeLabel,
}: TypingHeadlineProps) {
  const firstPhrase = phrases[0] ?? '';
  const [state, setState] = useState<TypingState>({ phrase: 0, characters: firstPhrase.length });
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const still = paused || reducedMotion;

  useEffect(() => {
    if (still) return;
    const { state: next, delayMs } = nextTypingStep(phrases, state, timing);
    const timer = window.setTimeout(() => setState(next), delayMs);
    return () => window.clearTimeout(timer);
  }, [still, state, phrases, timing]);

  const shown = reducedMotion
    ? firstPhrase
    : (phrases[state.phrase] ?? '').slice(0, state.characters);

  return (
    <div className="flex items-start gap-3">
      <h1 className="min-w-0 flex-1">
        {lead} <span className="sr-only">{phrases.join(', ')}</span>
        {/* Every phrase sits invisibly in one grid cell, so the line keeps the size of the longest. */}
        <span className="grid text-primary" aria-hidden="true">
          {phrases.map((phrase) => (
            <span key={phrase} className="invisible col-start-1 row-start-1">
              {phrase}
            </span>
          ))}
          <span className="col-start-1 row-start-1">
            {/* The caret is this span's border: it grows with the text, so nothing ever shifts. */}
            <span className={still ? undefined : 'typing-caret'} data-testid="typing-text">
              {shown}
            </span>
          </span>
        </span>
      </h1>
      {reducedMotion ? null : (
        <button
          type="button"
          className="mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-control border border-line text-muted hover:text-ink"
          aria-label={paused ? resumeLabel : pauseLabel}
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
        </button>
      )}
    </div>
  );
}
