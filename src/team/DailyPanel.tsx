import type { ReportAnswer } from '../../shared/contracts/teamConsole';
import type { Copy } from '../../shared/copy/collections';
import { fillTemplate } from '../../shared/language/fillTemplate';
import type { DayRange } from '../../shared/contracts/reportPeriod';
import { cellClass, DataTable } from './DataTable';
import { DayBarChart, type DaySeries } from './DayBarChart';
import { formatCount, formatDayRange, formatLongDay } from './formatting';

type TeamConsoleCopy = Copy<'teamConsole'>;
type Daily = ReportAnswer['daily'];

/** What a chart shows, in words: each series' total and its busiest day. */
function summaryOf(
  copy: TeamConsoleCopy['daily'],
  chart: string,
  range: DayRange,
  series: DaySeries[],
) {
  const figures = series
    .map((one) =>
      fillTemplate(copy.seriesSummary, {
        name: one.name,
        total: formatCount(one.values.reduce((sum, value) => sum + value, 0)),
        most: formatCount(Math.max(0, ...one.values)),
      }),
    )
    .join(' ');
  return fillTemplate(copy.chartSummary, { chart, period: formatDayRange(range), figures });
}

/** Visitors and trials per day, as two bar charts and as one table. */
export function DailyPanel({
  copy,
  daily,
  range,
}: {
  copy: TeamConsoleCopy;
  daily: Daily;
  range: DayRange;
}) {
  const text = copy.daily;
  const names = copy.totals.figures;
  const days = daily.map((row) => row.day);
  const visitors: DaySeries[] = [
    { name: names.visitors, colourClass: 'bg-primary', values: daily.map((row) => row.visitors) },
  ];
  const trials: DaySeries[] = [
    {
      name: names.trialsStarted,
      colourClass: 'bg-primary',
      values: daily.map((row) => row.trialsStarted),
    },
    {
      name: names.trialsCompleted,
      colourClass: 'bg-growth',
      values: daily.map((row) => row.trialsCompleted),
    },
  ];

  return (
    <section aria-labelledby="daily-heading">
      <h2 id="daily-heading" className="text-2xl">
        {text.heading}
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div className="card min-w-0 p-4 md:p-5">
          <DayBarChart
            title={text.visitorsChart}
            valueAxis={text.visitorsAxis}
            dayAxis={text.dayAxis}
            days={days}
            series={visitors}
            summary={summaryOf(text, text.visitorsChart, range, visitors)}
          />
        </div>
        <div className="card min-w-0 p-4 md:p-5">
          <DayBarChart
            title={text.trialsChart}
            valueAxis={text.trialsAxis}
            dayAxis={text.dayAxis}
            days={days}
            series={trials}
            summary={summaryOf(text, text.trialsChart, range, trials)}
          />
        </div>
      </div>
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold text-primary">{text.showTable}</summary>
        <DataTable
          label={text.tableLabel}
          caption
          columns={[text.dayColumn, names.visitors, names.trialsStarted, names.trialsCompleted]}
        >
          {daily.map((row) => (
            <tr key={row.day}>
              <th scope="row" className={`${cellClass} font-medium whitespace-nowrap`}>
                {formatLongDay(row.day)}
              </th>
              <td data-label={names.visitors} className={`${cellClass} tabular-nums`}>
                {formatCount(row.visitors)}
              </td>
              <td data-label={names.trialsStarted} className={`${cellClass} tabular-nums`}>
                {formatCount(row.trialsStarted)}
              </td>
              <td data-label={names.trialsCompleted} className={`${cellClass} tabular-nums`}>
                {formatCount(row.trialsCompleted)}
              </td>
            </tr>
          ))}
        </DataTable>
      </details>
    </section>
  );
}
