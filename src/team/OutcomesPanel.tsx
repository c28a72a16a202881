import { useState } from 'react';
import {
  outcomeDimensions,
  type OutcomeAnswer,
  type OutcomeDimension,
} from '../../shared/contracts/teamConsole';
import type { Copy } from '../../shared/copy/collections';
import { fillTemplate } from '../../shared/language/fillTemplate';
import type { NarrowingKey } from './consoleFilters';
import { Breakable, cellClass, DataTable } from './DataTable';
import { FilterLink } from './filterLinks';
import { formatCount, formatDollars } from './formatting';
import { LoadFailure } from './LoadFailure';
import { channelName, nameOf, OTHER } from './reportNames';
import type { ApiData } from './useApiData';
import { planWords, type PlanNames } from './signupWords';

/** "business · annual" as the console names a plan: "Business · annual". */
function planName(name: string, planNames: PlanNames, copy: TeamConsoleCopy['signups']): string {
  const [level = '', billing = null] = name.split(' · ');
  return name === OTHER ? name : planWords({ level, billing, currency: null }, planNames, copy);
}

type TeamConsoleCopy = Copy<'teamConsole'>;

/** What a row's name filters the console by (a plan is not a visit's value: it does not). */
const filterOf: Record<OutcomeDimension, NarrowingKey | undefined> = {
  channel: 'channel',
  source: 'source',
  campaign: 'campaign',
  landing: 'path',
  plan: undefined,
};

/**
 * From checkout to paying customer, grouped as the team chooses, with what the new paying
 * customers add a month; and, where the funnel counted fewer trials, by how many and why.
 */
export function OutcomesPanel({
  copy,
  outcomes,
  countedTrials,
  planNames,
}: {
  copy: TeamConsoleCopy;
  planNames: PlanNames;
  outcomes: ApiData<OutcomeAnswer>;
  /** The funnel's trials of the same period and filters, once the report has answered. */
  countedTrials: number | undefined;
}) {
  const text = copy.outcomes;
  const [dimension, setDimension] = useState<OutcomeDimension>('source');
  const answer = outcomes.data;
  const words = { ...copy.channels, other: copy.funnel.other, untagged: copy.funnel.untagged };
  const trials = answer?.totals.trials ?? 0;
  const uncounted = countedTrials === undefined ? 0 : trials - countedTrials;

  return (
    <section aria-labelledby="outcomes-heading" aria-busy={outcomes.loading}>
      <h2 id="outcomes-heading" className="text-2xl">
        {text.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-muted">{text.intro}</p>
      {outcomes.failure !== undefined && <LoadFailure copy={copy} message={outcomes.failure} />}
      {!answer && outcomes.loading && (
        <p role="status" className="mt-3 text-muted">
          {text.loading}
        </p>
      )}
      {answer && (
        <>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {(
              [
                [text.columns.checkout, formatCount(answer.totals.checkout)],
                [text.columns.trials, formatCount(trials)],
                [text.columns.paying, formatCount(answer.totals.paying)],
                [text.columns.revenue, formatDollars(answer.totals.monthlyRevenueUsd)],
              ] as const
            ).map(([name, figure]) => (
              <div key={name} className="card p-5">
                <dt className="font-semibold text-muted">{name}</dt>
                <dd className="mt-1 text-3xl font-semibold text-ink tabular-nums">{figure}</dd>
              </div>
            ))}
          </dl>
          {countedTrials !== undefined && (
            <p className="mt-3 max-w-3xl text-sm text-ink">
              {uncounted > 0
                ? fillTemplate(text.compared, {
                    trials: formatCount(trials),
                    counted: formatCount(countedTrials),
                    uncounted: formatCount(uncounted),
                  })
                : fillTemplate(text.same, { trials: formatCount(trials) })}
            </p>
          )}
          <p className="mt-1 max-w-3xl text-sm text-muted">{text.revenueMeaning}</p>
          <div role="group" aria-label={text.dimensionsLabel} className="mt-4 flex flex-wrap gap-2">
            {outcomeDimensions.map((each) => (
              <button
                key={each}
                type="button"
                aria-pressed={each === dimension}
                onClick={() => setDimension(each)}
                className="btn-secondary min-h-10 px-4 py-1.5 text-sm aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-white aria-pressed:hover:text-white"
              >
                {text.dimensions[each]}
              </button>
            ))}
          </div>
          {answer.groups[dimension].length === 0 ? (
            <p className="mt-3 text-muted">{text.empty}</p>
          ) : (
            <DataTable label={text.tableLabel} caption columns={Object.values(text.columns)}>
              {answer.groups[dimension].map((row) => {
                const name =
                  dimension === 'channel'
                    ? channelName(row.name, words)
                    : dimension === 'plan'
                      ? planName(row.name, planNames, copy.signups)
                      : nameOf(row.name, words);
                const channel = row.channel && channelName(row.channel, words);
                const filter = filterOf[dimension];
                return (
                  <tr key={`${row.channel ?? ''}\u0000${row.name}`}>
                    <th scope="row" className={`${cellClass} font-medium`}>
                      {filter ? (
                        <FilterLink
                          filter={filter}
                          value={row.name === OTHER || row.name === '(none)' ? undefined : row.name}
                        >
                          <Breakable text={name} />
                        </FilterLink>
                      ) : (
                        <Breakable text={name} />
                      )}
                      {channel && channel !== name && (
                        <>
                          {' '}
                          <span className="font-normal text-muted">({channel})</span>
                        </>
                      )}
                    </th>
                    <td data-label={text.columns.checkout} className={`${cellClass} tabular-nums`}>
                      {formatCount(row.checkout)}
                    </td>
                    <td data-label={text.columns.trials} className={`${cellClass} tabular-nums`}>
                      {formatCount(row.trials)}
                    </td>
                    <td data-label={text.columns.paying} className={`${cellClass} tabular-nums`}>
                      {formatCount(row.paying)}
                    </td>
                    <td data-label={text.columns.revenue} className={`${cellClass} tabular-nums`}>
                      {formatDollars(row.monthlyRevenueUsd)}
                    </td>
                  </tr>
                );
              })}
            </DataTable>
          )}
        </>
      )}
    </section>
  );
}
