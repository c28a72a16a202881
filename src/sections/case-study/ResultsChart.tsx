import { casePagesText, formatChange, type ChartedChange } from '../../content/cases';
import type { Locale } from '../../facts/locales';

const BEFORE_INDEX = 100;

interface Bar {
  label: string;
  index: number;
  tone: 'before' | 'after';
}

/**
 * Before and after as bars: each metric is indexed to 100 before the automation, so the
 * published percentage changes are drawn without inventing absolute figures. The bars are
 * hidden from assistive technology; the table beside them carries the same numbers.
 */
export function ResultsChart({
  changes,
  locale,
}: {
  changes: readonly ChartedChange[];
  locale: Locale;
}) {
  const { chart } = casePagesText(locale).page;
  const rows = changes.map((change) => ({
    ...change,
    after: BEFORE_INDEX + change.changePercent,
  }));
  const scaleMax = Math.max(BEFORE_INDEX, ...rows.map((row) => row.after));

  return (
    <figure aria-labelledby="results-chart-title" className="card p-5 md:p-8">
      <h3 id="results-chart-title" className="mb-1">
        {chart.title}
      </h3>
      <figcaption className="mb-6 text-muted">{chart.caption}</figcaption>
      <div aria-hidden="true" className="space-y-6">
        {rows.map((row) => (
          <div key={row.label}>
            <div className="mb-2 flex items-baseline justify-between gap-4 font-semibold">
              <span>{row.label}</span>
              <span className="text-emerald-700">{formatChange(row.changePercent, locale)}</span>
            </div>
            <ChartBar
              bar={{ label: chart.beforeLabel, index: BEFORE_INDEX, tone: 'before' }}
              scaleMax={scaleMax}
            />
            <ChartBar
              bar={{ label: chart.afterLabel, index: row.after, tone: 'after' }}
              scaleMax={scaleMax}
            />
          </div>
        ))}
      </div>
      {/* A table keeps its content's width whatever its own: the wrapper hides it instead. */}
      <div className="sr-only">
        <table>
          <caption>{chart.title}</caption>
          <thead>
            <tr>
              <th scope="col">{chart.tableMetric}</th>
              <th scope="col">{chart.tableBefore}</th>
              <th scope="col">{chart.tableAfter}</th>
              <th scope="col">{chart.tableChange}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{BEFORE_INDEX}</td>
                <td>{row.after}</td>
                <td>{formatChange(row.changePercent, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

function ChartBar({ bar, scaleMax }: { bar: Bar; scaleMax: number }) {
  const widthPercent = (bar.index / scaleMax) * 100;
  return (
    <div className="mb-1.5 grid grid-cols-[3.5rem_minmax(0,1fr)_2.75rem] items-center gap-3 text-sm">
      <span className="text-muted">{bar.label}</span>
      <svg width="100%" height="14" className="block overflow-visible">
        <rect width="100%" height="14" rx="4" className="fill-slate-100" />
        <rect
          width={`${widthPercent}%`}
          height="14"
          rx="4"
          className={bar.tone === 'after' ? 'fill-growth' : 'fill-slate-400'}
        />
      </svg>
      <span className="text-right font-semibold tabular-nums">{bar.index}</span>
    </div>
  );
}
