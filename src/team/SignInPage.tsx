import { useEffect, useState } from 'react';
import { teamPaths } from '../../shared/contracts/teamConsole';
import type { Copy } from '../../shared/copy/collections';

type TeamConsoleCopy = Copy<'teamConsole'>;
import { startSession, TeamApiError } from './teamApi';

type Progress =
  { state: 'ready' | 'signingIn' | 'noToken' | 'spent' } | { state: 'failed'; message: string };

/**
 * The page a sign-in link opens. Signing in waits for a press of the button, so a mail scanner
 * that follows the link does not spend its token.
 */
export function SignInPage({ copy }: { copy: TeamConsoleCopy['signIn'] }) {
  // The island renders in the browser only (client:only), so the address is there to read.
  const [token] = useState(
    () => new URLSearchParams(location.hash.slice(1)).get('token')?.trim() || undefined,
  );
  const [progress, setProgress] = useState<Progress>({ state: token ? 'ready' : 'noToken' });

  // The token leaves the address at once, so it stays in neither history nor a copy of it.
  useEffect(() => {
    if (location.hash) history.replaceState(history.state, '', location.pathname + location.search);
  }, []);

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
    progress.state === 'failed'
      ? progress.message
      : progress.state === 'noToken' || progress.state === 'spent'
        ? copy[progress.state]
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
