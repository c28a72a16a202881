import { useEffect, useState } from 'react';
import type { Copy } from '../../shared/copy/collections';
import { fillTemplate } from '../../shared/language/fillTemplate';
import { rangeOf, reportFiltersOf } from './consoleFilters';
import { todayUtc } from './consolePeriod';
import type { FilterChoices } from './filterChoices';
import { PeriodFilters } from './PeriodFilters';
import { ReportView } from './ReportView';
import { SignInRequest } from './SignInRequest';
import { SignupsSection } from './SignupsSection';
import { currentMember, fetchOutcomes, fetchReport, signOut } from './teamApi';
import { FilterLinksProvider } from './filterLinks';
import { OutcomesPanel } from './OutcomesPanel';
import { useAddressFilters } from './useAddressFilters';
import { useApiData } from './useApiData';

type TeamConsoleCopy = Copy<'teamConsole'>;

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

/**
 * The signed-in console: the period and filters, every figure of the period (one request to the
 * report per change of the filters), then the signups.
 */
function Console({ copy, choices, email, onSignedOut }: Props) {
  const [filters, setFilters] = useAddressFilters();
  const [signingOut, setSigningOut] = useState(false);
  const sessionEnded = () => onSignedOut(copy.console.sessionEnded);
  const today = todayUtc();
  const range = rangeOf(filters, today);
  const reportFilters = reportFiltersOf(filters, range);
  const report = useApiData(reportFilters, fetchReport, sessionEnded);
  const outcomes = useApiData(reportFilters, fetchOutcomes, sessionEnded);

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
      <PeriodFilters
        copy={copy}
        choices={choices}
        filters={filters}
        range={range}
        onChange={setFilters}
      />
      <FilterLinksProvider filters={filters} onChange={setFilters}>
        <ReportView copy={copy} report={report} range={range} query={reportFilters} />
        <OutcomesPanel
          copy={copy}
          outcomes={outcomes}
          planNames={Object.fromEntries(choices.plans)}
          countedTrials={report.loading ? undefined : report.data?.totals.trialsCompleted.current}
        />
        <SignupsSection
          copy={copy}
          filters={filters}
          range={range}
          planNames={Object.fromEntries(choices.plans)}
          onPage={(page) => setFilters({ ...filters, page })}
          onSessionEnded={sessionEnded}
        />
      </FilterLinksProvider>
    </div>
  );
}
