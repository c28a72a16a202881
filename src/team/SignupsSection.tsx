import { useEffect, useRef } from 'react';
import { teamPaths, type SignupRow } from '../../shared/contracts/teamConsole';
import type { Copy } from '../../shared/copy/collections';
import { fillTemplate } from '../../shared/language/fillTemplate';
import { csvQueryOf, signupFiltersOf } from './consoleFilters';
import type { DayRange } from '../../shared/contracts/reportPeriod';
import { Breakable, cellClass, DataTable } from './DataTable';
import { FilterLink } from './filterLinks';
import { DeliveryList } from './DeliveryList';
import { countWords, formatTimestamp, languageName } from './formatting';
import { LoadFailure } from './LoadFailure';
import { planWords, type PlanNames } from './signupWords';
import { fetchSignups } from './teamApi';
import { useApiData, type SectionProps } from './useApiData';

type TeamConsoleCopy = Copy<'teamConsole'>;

interface Props extends SectionProps {
  range: DayRange;
  planNames: PlanNames;
  onPage: (page: number) => void;
}

/** How long to wait before reading a retried delivery again, then again: about half a minute. */
const REFRESH_WAITS_MS = [1000, 2000, 4000, 8000, 16_000];

/** A delivery still on its way: queued by the retry, or being sent. */
const onItsWay = (delivery: SignupRow['deliveries'][number] | undefined) =>
  delivery !== undefined &&
  (delivery.state === 'sending' || (delivery.state === 'pending' && delivery.attempts === 0));

/** The signups the filters find in the period, newest first, a page at a time, and their CSV. */
export function SignupsSection({ copy, filters, range, planNames, onPage, onSessionEnded }: Props) {
  const signupFilters = signupFiltersOf(filters, range);
  const answer = useApiData(signupFilters, fetchSignups, onSessionEnded);
  const text = copy.signups;
  const csvQuery = csvQueryOf(filters, range);
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  /**
   * After a retry: that signup as the server now has it, the rest of the page unchanged, read
   * again until the retried delivery has been sent or has failed once more.
   */
  async function refreshRow(customerId: string, deliveryId: string) {
    for (const wait of [0, ...REFRESH_WAITS_MS]) {
      if (wait > 0) await new Promise((done) => setTimeout(done, wait));
      if (!shown.current) return;
      const fresh = await fetchSignups(signupFilters);
      const row = fresh.signups.find((signup) => signup.customerId === customerId);
      if (!row) return;
      answer.update((page) => ({
        ...page,
        signups: page.signups.map((signup) => (signup.customerId === customerId ? row : signup)),
      }));
      if (!onItsWay(row.deliveries.find((delivery) => delivery.id === deliveryId))) return;
    }
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
      <p className="mt-2 max-w-3xl text-muted">{text.intro}</p>
      {answer.failure !== undefined && <LoadFailure copy={copy} message={answer.failure} />}
      {!page && answer.loading && (
        <p role="status" className="mt-3 text-muted">
          {text.loading}
        </p>
      )}
      {page && page.signups.length === 0 && <p className="mt-3 text-muted">{text.empty}</p>}
      {page && page.signups.length > 0 && (
        <>
          <SignupsTable
            copy={copy}
            signups={page.signups}
            planNames={planNames}
            onRetried={refreshRow}
          />
          <nav aria-label={text.pagination} className="mt-4 flex flex-wrap items-center gap-3">
            {pageButton(text.previous, page.page - 1, page.page <= 1)}
            <p className="text-sm text-muted">
              {fillTemplate(text.pageOf, {
                page: page.page,
                pages,
                total: countWords(text.count, page.total),
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
  planNames,
  onRetried,
}: {
  copy: TeamConsoleCopy;
  signups: readonly SignupRow[];
  planNames: PlanNames;
  onRetried: (customerId: string, deliveryId: string) => Promise<void>;
}) {
  const text = copy.signups;
  const columns = text.columns;
  return (
    <DataTable label={text.tableLabel} columns={Object.values(columns)}>
      {signups.map((signup) => (
        <tr key={signup.customerId}>
          <td data-label={columns.started} className={`${cellClass} whitespace-nowrap`}>
            {formatTimestamp(signup.startedAt)}
          </td>
          <th scope="row" className={`${cellClass} font-medium`}>
            <Breakable text={signup.email} />
          </th>
          <td data-label={columns.state} className={cellClass}>
            {text.states[signup.state]}
          </td>
          <td data-label={columns.plan} className={cellClass}>
            {planWords(signup, planNames, text)}
          </td>
          <td data-label={columns.locale} className={cellClass}>
            {languageName(signup.locale)}
          </td>
          <td data-label={columns.source} className={cellClass}>
            <SourceWords copy={copy} signup={signup} />
          </td>
          <td data-label={columns.outcome} className={cellClass}>
            {signup.outcome ? text.outcomes[signup.outcome] : text.none}
          </td>
          <td data-label={columns.deliveries} className={cellClass}>
            <DeliveryList
              copy={copy.deliveries}
              email={signup.email}
              deliveries={signup.deliveries}
              onRetried={(deliveryId) => onRetried(signup.customerId, deliveryId)}
            />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** "Bing (Search) / spring": the source and campaign filter the console; the channel is named. */
function SourceWords({ copy, signup }: { copy: TeamConsoleCopy; signup: SignupRow }) {
  const none = copy.signups.none;
  return (
    <>
      {signup.source ? (
        <FilterLink filter="source" value={signup.source}>
          <Breakable text={signup.source} />
        </FilterLink>
      ) : (
        none
      )}
      {signup.channel && copy.channels[signup.channel] !== signup.source && (
        <> ({copy.channels[signup.channel]})</>
      )}
      {' / '}
      {signup.campaign ? (
        <FilterLink filter="campaign" value={signup.campaign}>
          <Breakable text={signup.campaign} />
        </FilterLink>
      ) : (
        none
      )}
    </>
  );
}
