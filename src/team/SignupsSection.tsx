import type { Copy } from '../../shared/copy/collections';

type TeamConsoleCopy = Copy<'teamConsole'>;
import { fillTemplate } from '../../shared/language/fillTemplate';
import { teamPaths, type SignupRow } from '../../shared/contracts/teamConsole';
import { csvQueryOf, signupFiltersOf } from './consoleFilters';
import { cellClass, DataTable } from './DataTable';
import { DeliveryList } from './DeliveryList';
import { formatCount, formatTimestamp } from './formatting';
import { fetchSignups } from './teamApi';
import { LoadFailure } from './LoadFailure';
import { useApiData, type SectionProps } from './useApiData';

interface Props extends SectionProps {
  onPage: (page: number) => void;
}

/** The signups the filters find, newest first, a page at a time, and their CSV. */
export function SignupsSection({ copy, filters, onPage, onSessionEnded }: Props) {
  const signupFilters = signupFiltersOf(filters);
  const answer = useApiData(signupFilters, fetchSignups, onSessionEnded);
  const text = copy.signups;
  const csvQuery = csvQueryOf(filters);

  /** After a retry: that signup as the server now has it, the rest of the page unchanged. */
  async function refreshRow(customerId: string) {
    const fresh = await fetchSignups(signupFilters);
    const row = fresh.signups.find((signup) => signup.customerId === customerId);
    if (!row) return;
    answer.update((page) => ({
      ...page,
      signups: page.signups.map((signup) => (signup.customerId === customerId ? row : signup)),
    }));
  }

  const page = answer.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const pageButton = (label: string, to: number, disabled: boolean) => (
    <button
      type="button"
      disabled={disabled}
      onClick={() => onPage(to)}
      className="btn-secondary disabled:opacity-50"
    >
      {label}
    </button>
  );

  return (
    <section aria-labelledby="signups-heading" aria-busy={answer.loading}>
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
      {answer.failure !== undefined && <LoadFailure copy={copy} message={answer.failure} />}
      {!page && answer.loading && (
        <p role="status" className="mt-3 text-muted">
          {text.loading}
        </p>
      )}
      {page && page.signups.length === 0 && <p className="mt-3 text-muted">{text.empty}</p>}
      {page && page.signups.length > 0 && (
        <>
          <SignupsTable copy={copy} signups={page.signups} onRetried={refreshRow} />
          <nav aria-label={text.pagination} className="mt-4 flex flex-wrap items-center gap-3">
            {pageButton(text.previous, page.page - 1, page.page <= 1)}
            <p className="text-sm text-muted">
              {fillTemplate(text.pageOf, {
                page: page.page,
                pages,
                total: formatCount(page.total),
              })}
            </p>
            {pageButton(text.next, page.page + 1, page.page >= pages)}
          </nav>
        </>
      )}
    </section>
  );
}

function SignupsTable({
  copy,
  signups,
  onRetried,
}: {
  copy: TeamConsoleCopy;
  signups: readonly SignupRow[];
  onRetried: (customerId: string) => Promise<void>;
}) {
  const text = copy.signups;
  const orNone = (value: string | null) => value ?? text.none;
  return (
    <DataTable
      label={text.tableLabel}
      minWidth="min-w-[960px]"
      columns={Object.values(text.columns)}
    >
      {signups.map((signup) => (
        <tr key={signup.customerId}>
          <td className={`${cellClass} whitespace-nowrap`}>{formatTimestamp(signup.startedAt)}</td>
          <th scope="row" className={`${cellClass} font-medium break-all`}>
            {signup.email}
          </th>
          <td className={cellClass}>{text.states[signup.state]}</td>
          <td className={cellClass}>
            {signup.level ? [signup.level, signup.billing].filter(Boolean).join(', ') : text.none}
          </td>
          <td className={cellClass}>{signup.locale}</td>
          <td className={cellClass}>
            {orNone(signup.source)} / {orNone(signup.campaign)}
          </td>
          <td className={cellClass}>
            <DeliveryList
              copy={copy.deliveries}
              email={signup.email}
              deliveries={signup.deliveries}
              onRetried={() => onRetried(signup.customerId)}
            />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
