import { useMemo } from 'react';
import type { Copy } from '../../shared/copy/collections';

type TeamConsoleCopy = Copy<'teamConsole'>;
import { fillTemplate } from '../../shared/language/fillTemplate';
import type { FunnelAnswer } from '../../shared/contracts/teamConsole';
import { funnelSteps } from '../../shared/contracts/visitCounting';
import { funnelFiltersOf } from './consoleFilters';
import { cellClass, DataTable } from './DataTable';
import { formatCount, formatShare } from './formatting';
import { FunnelChart } from './FunnelChart';
import { funnelRows, visitorsAt, type FunnelRow } from './funnelRates';
import { fetchFunnel } from './teamApi';
import { LoadFailure } from './LoadFailure';
import { useApiData, type SectionProps } from './useApiData';

/** The funnel as bars, the same numbers as a table, and the funnel per source and campaign. */
export function FunnelSection({ copy, filters, onSessionEnded }: SectionProps) {
  const answer = useApiData(funnelFiltersOf(filters), fetchFunnel, onSessionEnded);
  const text = copy.funnel;
  const funnel = answer.data;
  const rows = useMemo(() => (funnel ? funnelRows(funnel.steps) : []), [funnel]);
  const bars = useMemo(
    () => rows.map((row) => ({ label: text.steps[row.step], visitors: row.visitors })),
    [rows, text],
  );

  return (
    <section aria-labelledby="funnel-heading" aria-busy={answer.loading}>
      <h2 id="funnel-heading" className="text-2xl">
        {text.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-muted">{text.intro}</p>
      {answer.failure !== undefined && <LoadFailure copy={copy} message={answer.failure} />}
      {funnel && (
        <>
          <div className="mt-4 grid gap-6 lg:grid-cols-2">
            <div className="card min-w-0 p-4">
              <FunnelChart label={text.chartLabel} steps={bars} />
              <FunnelTable copy={text} rows={rows} />
            </div>
            <div className="min-w-0">
              <h3 className="text-lg">{text.bySourceHeading}</h3>
              <SourceTable copy={text} bySource={funnel.bySource} />
            </div>
          </div>
          {funnel.dropped > 0 && (
            <p className="mt-3 text-sm text-muted">
              {fillTemplate(text.dropped, { count: funnel.dropped })}
            </p>
          )}
        </>
      )}
    </section>
  );
}

type FunnelCopy = TeamConsoleCopy['funnel'];

/** The funnel chart's numbers as a table: what the bars show, for every reader. */
function FunnelTable({ copy, rows }: { copy: FunnelCopy; rows: readonly FunnelRow[] }) {
  return (
    <DataTable label={copy.tableLabel} caption columns={Object.values(copy.columns)}>
      {rows.map((row, index) => (
        <tr key={row.step}>
          <th scope="row" className={`${cellClass} font-medium`}>
            {index + 1}. {copy.steps[row.step]}
          </th>
          <td className={`${cellClass} tabular-nums`}>{formatCount(row.visitors)}</td>
          <td className={`${cellClass} tabular-nums`}>{formatShare(row.ofFirst)}</td>
          <td className={`${cellClass} tabular-nums`}>{formatShare(row.ofPrevious)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Visitors at each step per source and campaign, and how many of them completed a signup. */
function SourceTable({ copy, bySource }: { copy: FunnelCopy; bySource: FunnelAnswer['bySource'] }) {
  if (bySource.length === 0) return <p className="mt-3 text-muted">{copy.noSources}</p>;
  const columns = copy.sourceColumns;
  return (
    <DataTable
      label={copy.bySourceHeading}
      minWidth="min-w-[720px]"
      columns={[
        columns.source,
        columns.campaign,
        ...funnelSteps.map((step) => copy.steps[step]),
        columns.conversion,
      ]}
    >
      {bySource.map(({ source, campaign, steps }) => {
        const visits = visitorsAt(steps, 'visit');
        return (
          <tr key={`${source}\u0000${campaign}`}>
            <th scope="row" className={`${cellClass} font-medium`}>
              {source}
            </th>
            <td className={cellClass}>{campaign}</td>
            {funnelSteps.map((step) => (
              <td key={step} className={`${cellClass} tabular-nums`}>
                {formatCount(visitorsAt(steps, step))}
              </td>
            ))}
            <td className={`${cellClass} tabular-nums`}>
              {formatShare(visits === 0 ? null : visitorsAt(steps, 'completed') / visits)}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
