import {
  teamPaths,
  type ReportAnswer,
  type ReportFilters,
} from '../../shared/contracts/teamConsole';
import { queryOf } from './consoleFilters';
import type { Copy } from '../../shared/copy/collections';
import { AudiencePanel } from './AudiencePanel';
import { previousRange, type DayRange } from '../../shared/contracts/reportPeriod';
import { DailyPanel } from './DailyPanel';
import { DroppedNote } from './DroppedNote';
import { periodWords } from './formatting';
import { FunnelPanel } from './FunnelPanel';
import { LoadFailure } from './LoadFailure';
import { TotalsPanel } from './TotalsPanel';
import type { ApiData } from './useApiData';
import { VitalsPanel } from './VitalsPanel';

type TeamConsoleCopy = Copy<'teamConsole'>;

interface Props {
  copy: TeamConsoleCopy;
  report: ApiData<ReportAnswer>;
  /** The period and filters asked for: the statistics' CSV is of the same. */
  query: ReportFilters;
  /** The days asked for: stated at once, before the answer comes. */
  range: DayRange;
}

/** Every figure of the period, stated with the period it is for and the one it is compared with. */
export function ReportView({ copy, report, range, query }: Props) {
  const answer = report.data;
  const period =
    answer && !report.loading
      ? {
          current: { from: answer.period.from, to: answer.period.to },
          previous: { from: answer.period.previousFrom, to: answer.period.previousTo },
        }
      : { current: range, previous: previousRange(range) };

  return (
    <div aria-busy={report.loading} className="space-y-12">
      <div>
        <p aria-live="polite" className="text-2xl font-semibold text-ink">
          {periodWords(period.current, period.previous, copy.period.statement)}
        </p>
        <p className="mt-1 text-sm text-muted">{copy.period.utcDays}</p>
        <a
          href={`${teamPaths.statisticsCsv}?${queryOf(query)}`}
          download
          className="btn-secondary mt-3 inline-flex"
        >
          {copy.console.statisticsCsv}
        </a>
        {report.failure !== undefined && <LoadFailure copy={copy} message={report.failure} />}
        {!answer && report.loading && (
          <p role="status" className="mt-3 text-muted">
            {copy.console.loadingReport}
          </p>
        )}
      </div>
      {answer && (
        <>
          <TotalsPanel copy={copy} totals={answer.totals} />
          <DailyPanel copy={copy} daily={answer.daily} range={period.current} />
          <FunnelPanel copy={copy} funnel={answer.funnel} />
          <AudiencePanel copy={copy} answer={answer} />
          <VitalsPanel copy={copy.vitals} vitals={answer.vitals} />
          <DroppedNote copy={copy.dropped} dropped={answer.dropped} />
        </>
      )}
    </div>
  );
}
