import type { TeamConsoleCopy } from '../content/team-console/schema';
import { fillTemplate } from '../content/fillTemplate';
import { teamPaths, type SignupPage, type SignupRow } from '../facts/teamConsole';
import { csvQueryOf, signupFiltersOf, type ConsoleFilters } from './consoleFilters';
import { formatCount } from './formatting';
import { SignupsTable } from './SignupsTable';
import { fetchSignups } from './teamApi';
import { LoadFailure } from './LoadFailure';
import { useApiData } from './useApiData';
import { queryOf } from './consoleFilters';

interface Props {
  copy: TeamConsoleCopy;
  filters: ConsoleFilters;
  onPage: (page: number) => void;
  onSessionEnded: () => void;
}

/** The signups the filters find, newest first, a page at a time, and their CSV. */
export function SignupsSection({ copy, filters, onPage, onSessionEnded }: Props) {
  const signupFilters = signupFiltersOf(filters);
  const [answer, update] = useApiData(
    queryOf(signupFilters),
    (signal) => fetchSignups(signupFilters, signal),
    onSessionEnded,
  );
  const text = copy.signups;
  const csvQuery = csvQueryOf(filters);

  /** After a retry: that signup as the server now has it, the rest of the page unchanged. */
  async function refreshRow(customerId: string) {
    const fresh = await fetchSignups(signupFilters);
    const row = fresh.signups.find((signup) => signup.customerId === customerId);
    if (!row) return;
    update((page: SignupPage) => ({
      ...page,
      signups: page.signups.map((signup: SignupRow) =>
        signup.customerId === customerId ? row : signup,
      ),
    }));
  }

  const page = answer.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;

  return (
    <section aria-labelledby="signups-heading" aria-busy={answer.state === 'loading'}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="signups-heading" className="text-2xl">
          {text.heading}
        </h2>
        <a
          href={`${teamPaths.signupsCsv}${csvQuery ? `?${csvQuery}` : ''}`}
          download
          className="btn-secondary"
        >
          {text.downloadCsv}
        </a>
      </div>
      {answer.state === 'failed' && <LoadFailure copy={copy} message={answer.message} />}
      {!page && answer.state === 'loading' && (
        <p role="status" className="mt-3 text-muted">
          {text.loading}
        </p>
      )}
      {page && page.signups.length === 0 && <p className="mt-3 text-muted">{text.empty}</p>}
      {page && page.signups.length > 0 && (
        <>
          <SignupsTable copy={copy} signups={page.signups} onRetried={refreshRow} />
          <nav aria-label={text.pagination} className="mt-4 flex flex-wrap items-center gap-3">
            <button
              type="button"
              disabled={page.page <= 1}
              onClick={() => onPage(page.page - 1)}
              className="btn-secondary disabled:opacity-50"
            >
              {text.previous}
            </button>
            <p className="text-sm text-muted">
              {fillTemplate(text.pageOf, {
                page: page.page,
                pages,
                total: formatCount(page.total),
              })}
            </p>
            <button
              type="button"
              disabled={page.page >= pages}
              onClick={() => onPage(page.page + 1)}
              className="btn-secondary disabled:opacity-50"
            >
              {text.next}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
