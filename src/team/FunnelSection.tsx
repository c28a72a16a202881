import { useMemo } from 'react';
import type { TeamConsoleCopy } from '../content/team-console/schema';
import { fillTemplate } from '../content/fillTemplate';
import { funnelFiltersOf, queryOf, type ConsoleFilters } from './consoleFilters';
import { FunnelChart } from './FunnelChart';
import { funnelRows } from './funnelRates';
import { FunnelTable } from './FunnelTable';
import { SourceTable } from './SourceTable';
import { fetchFunnel } from './teamApi';
import { LoadFailure } from './LoadFailure';
import { useApiData } from './useApiData';

interface Props {
  copy: TeamConsoleCopy;
  filters: ConsoleFilters;
  onSessionEnded: () => void;
}

/** The funnel as bars, the same numbers as a table, and the funnel per source and campaign. */
export function FunnelSection({ copy, filters, onSessionEnded }: Props) {
  const funnelFilters = funnelFiltersOf(filters);
  const [answer] = useApiData(
    queryOf(funnelFilters),
    (signal) => fetchFunnel(funnelFilters, signal),
    onSessionEnded,
  );
  const text = copy.funnel;
  const funnel = answer.data;
  const rows = useMemo(() => (funnel ? funnelRows(funnel.steps) : []), [funnel]);
  const bars = useMemo(
    () => rows.map((row) => ({ label: text.steps[row.step], visitors: row.visitors })),
    [rows, text],
  );

  return (
    <section aria-labelledby="funnel-heading" aria-busy={answer.state === 'loading'}>
      <h2 id="funnel-heading" className="text-2xl">
        {text.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-muted">{text.intro}</p>
      {answer.state === 'failed' && <LoadFailure copy={copy} message={answer.message} />}
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
