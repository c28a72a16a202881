import type { Copy } from '../../../shared/copy/collections';
import { formatChange, type ChartedChange } from './caseStudy';
import type { Locale } from '../../../shared/language/locales';

const BEFORE_INDEX = 100;

/**
 * Before and after as bars: each metric is indexed to 100 before the automation, so the
 * published percentage changes are drawn without inventing absolute figures. The bars are
 * hidden from assistive technology; the table beside them carries the same numbers.
 */
export function ResultsChart({
  changes,
  locale,
  chart,
}: {
  changes: readonly ChartedChange[];
  locale: Locale;
  chart: Copy<'casePages'>['page']['chart'];
}) {
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
            <ChartBar label={chart.beforeLabel} index={BEFORE_INDEX} scaleMax={scaleMax} />
            <ChartBar label={chart.afterLabel} index={row.after} scaleMax={scaleMax} after />
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

interface ChartBarProps {
  label: string;
  index: number;
  scaleMax: number;
  after?: boolean;
}

function ChartBar({ label, index, scaleMax, after }: ChartBarProps) {
  // The label column holds the longest word for "before"/"after" ("Después", "Nachher").
  return (
    <div className="mb-1.5 grid grid-cols-[4.5rem_minmax(0,1fr)_2.75rem] items-center gap-3 text-sm">
      <span className="text-muted">{label}</span>
      <svg width="100%" height="14" className="block overflow-visible">
        <rect width="100%" height="14" rx="4" className="fill-slate-100" />
        <rect
          width={`${(index / scaleMax) * 100}%`}
          height="14"
          rx="4"
          className={after ? 'fill-growth' : 'fill-slate-400'}
        />
      </svg>
      <span className="text-right font-semibold tabular-nums">{index}</span>
    </div>
  );
}
