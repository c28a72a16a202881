import { useEffect, useState } from 'react';
import { teamPaths } from '../facts/teamConsole';
import type { TeamConsoleCopy } from '../content/team-console/schema';
import { startSession, TeamApiError } from './teamApi';
import { clearFragment, tokenOf } from './signInToken';

type Progress =
  { state: 'ready' | 'signingIn' | 'noToken' | 'spent' } | { state: 'failed'; message: string };

/**
 * The page a sign-in link opens. Signing in waits for a press of the button, so a mail scanner
 * that follows the link does not spend its token.
 */
export function SignInPage({ copy }: { copy: TeamConsoleCopy['signIn'] }) {
  // The island renders in the browser only (client:only), so the address is there to read.
  const [token] = useState(() => tokenOf(window.location.hash));
  const [progress, setProgress] = useState<Progress>({ state: token ? 'ready' : 'noToken' });

  useEffect(() => clearFragment(window.location, window.history), []);

  async function signIn() {
    if (!token) return;
    setProgress({ state: 'signingIn' });
    try {
      await startSession(token);
      window.location.assign(teamPaths.console);
    } catch (error) {
      if (error instanceof TeamApiError && error.status === 401) setProgress({ state: 'spent' });
      else setProgress({ state: 'failed', message: error instanceof Error ? error.message : '' });
    }
  }

  const problem =
    progress.state === 'noToken'
      ? copy.noToken
      : progress.state === 'spent'
        ? copy.spent
        : progress.state === 'failed'
          ? progress.message
          : undefined;

  return (
    <section aria-labelledby="sign-in-heading" className="card mx-auto max-w-md p-6 md:p-8">
      <h1 id="sign-in-heading" className="text-3xl">
        {copy.heading}
      </h1>
      {problem === undefined ? (
        <>
          <p className="mt-3 text-muted">{copy.intro}</p>
          <button
            type="button"
            onClick={() => void signIn()}
            disabled={progress.state !== 'ready'}
            className="btn-primary mt-5 w-full disabled:opacity-70"
          >
            {progress.state === 'signingIn' ? copy.signingIn : copy.button}
          </button>
        </>
      ) : (
        <>
          <p role="alert" className="mt-3 font-medium text-alert">
            {problem}
          </p>
          <a href={teamPaths.console} className="btn-secondary mt-5 w-full">
            {copy.askAgain}
          </a>
        </>
      )}
    </section>
  );
}
