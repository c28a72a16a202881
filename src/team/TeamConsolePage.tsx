import { useEffect, useState } from 'react';
import type { TeamConsoleCopy } from '../content/team-console/schema';
import { Console } from './Console';
import type { FilterChoices } from './filterChoices';
import { SignInRequest } from './SignInRequest';
import { currentMember } from './teamApi';

type Session =
  | { state: 'checking' }
  | { state: 'signedOut'; notice?: string }
  | { state: 'signedIn'; email: string }
  | { state: 'failed'; message: string };

/** /team: the console with a session, the request for a sign-in link without one. */
export function TeamConsolePage({
  copy,
  choices,
}: {
  copy: TeamConsoleCopy;
  choices: FilterChoices;
}) {
  const [session, setSession] = useState<Session>({ state: 'checking' });

  useEffect(() => {
    const controller = new AbortController();
    currentMember(controller.signal).then(
      (email) => setSession(email ? { state: 'signedIn', email } : { state: 'signedOut' }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSession({ state: 'failed', message: error instanceof Error ? error.message : '' });
      },
    );
    return () => controller.abort();
  }, []);

  switch (session.state) {
    case 'checking':
      return <p role="status">{copy.pages.loading}</p>;
    case 'failed':
      return <p role="alert">{session.message}</p>;
    case 'signedOut':
      return <SignInRequest copy={copy.requestLink} notice={session.notice} />;
    case 'signedIn':
      return (
        <Console
          copy={copy}
          choices={choices}
          email={session.email}
          onSignedOut={(notice) => setSession({ state: 'signedOut', ...(notice && { notice }) })}
        />
      );
  }
}
