import { useEffect, useState } from 'react';
import type { Copy } from '../../shared/copy/collections';

type TeamConsoleCopy = Copy<'teamConsole'>;
import { fillTemplate } from '../../shared/language/fillTemplate';
import { FilterForm } from './FilterForm';
import type { FilterChoices } from './filterChoices';
import { FunnelSection } from './FunnelSection';
import { SignInRequest } from './SignInRequest';
import { SignupsSection } from './SignupsSection';
import { currentMember, signOut } from './teamApi';
import { useAddressFilters } from './useAddressFilters';
import { VitalsSection } from './VitalsSection';

type Session =
  | { state: 'checking' }
  | { state: 'signedOut'; notice?: string }
  | { state: 'signedIn'; email: string }
  | { state: 'failed'; message: string };

interface Props {
  copy: TeamConsoleCopy;
  choices: FilterChoices;
  email: string;
  /** Back to the sign-in form, with a line saying why when the session ended by itself. */
  onSignedOut: (notice?: string) => void;
}

/** /team: the console with a session, the request for a sign-in link without one. */
export function TeamConsolePage({ copy, choices }: Pick<Props, 'copy' | 'choices'>) {
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

function Console({ copy, choices, email, onSignedOut }: Props) {
  const [filters, setFilters] = useAddressFilters();
  const [signingOut, setSigningOut] = useState(false);
  const sessionEnded = () => onSignedOut(copy.console.sessionEnded);

  async function leave() {
    setSigningOut(true);
    try {
      await signOut();
      onSignedOut();
    } catch {
      setSigningOut(false);
    }
  }

  return (
    <div className="space-y-10">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl">{copy.console.heading}</h1>
          <p className="mt-1 text-sm break-all text-muted">
            {fillTemplate(copy.console.signedInAs, { email })}
          </p>
        </div>
        <button
          type="button"
          onClick={() => void leave()}
          disabled={signingOut}
          className="btn-secondary disabled:opacity-70"
        >
          {copy.console.signOut}
        </button>
      </header>
      <FilterForm copy={copy} choices={choices} filters={filters} onChange={setFilters} />
      <SignupsSection
        copy={copy}
        filters={filters}
        onPage={(page) => setFilters({ ...filters, page })}
        onSessionEnded={sessionEnded}
      />
      <FunnelSection copy={copy} filters={filters} onSessionEnded={sessionEnded} />
      <VitalsSection copy={copy} filters={filters} onSessionEnded={sessionEnded} />
    </div>
  );
}
