import type { ReportAnswer } from '../../shared/contracts/teamConsole';
import type { Copy } from '../../shared/copy/collections';
import { Breakable, cellClass, DataTable } from './DataTable';
import { formatCount } from './formatting';
import { formatVital, vitalRating, type VitalMetric, type VitalRating } from './vitalRating';

type VitalsCopy = Copy<'teamConsole'>['vitals'];

/** Each page's LCP, INP and CLS at the 75th percentile, rated against the "good" thresholds. */
export function VitalsPanel({
  copy,
  vitals,
}: {
  copy: VitalsCopy;
  vitals: ReportAnswer['vitals'];
}) {
  return (
    <section aria-labelledby="vitals-heading">
      <h2 id="vitals-heading" className="text-2xl">
        {copy.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-muted">{copy.intro}</p>
      {vitals.length === 0 ? (
        <p className="mt-3 text-muted">{copy.empty}</p>
      ) : (
        <DataTable label={copy.tableLabel} columns={Object.values(copy.columns)}>
          {vitals.map((page) => (
            <tr key={page.path}>
              <th scope="row" className={`${cellClass} font-mono text-[0.8125rem] font-medium`}>
                <Breakable text={page.path} />
              </th>
              <td data-label={copy.columns.samples} className={`${cellClass} tabular-nums`}>
                {formatCount(page.samples)}
              </td>
              <VitalCell copy={copy} metric="LCP" value={page.lcp_p75} />
              <VitalCell copy={copy} metric="INP" value={page.inp_p75} />
              <VitalCell copy={copy} metric="CLS" value={page.cls_p75} />
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

/** A mark beside the rating's word: the word says it, the shape and colour only repeat it. */
const marks: Record<VitalRating, { symbol: string; className: string }> = {
  good: { symbol: '●', className: 'text-growth' },
  needsImprovement: { symbol: '▲', className: 'text-amber-700' },
  poor: { symbol: '■', className: 'text-alert' },
};

function VitalCell({
  copy,
  metric,
  value,
}: {
  copy: VitalsCopy;
  metric: VitalMetric;
  value: number | null;
}) {
  const label = copy.columns[metric.toLowerCase() as Lowercase<VitalMetric>];
  if (value === null) {
    return (
      <td data-label={label} className={`${cellClass} text-muted`}>
        {copy.noData}
      </td>
    );
  }
  const rating = vitalRating(metric, value);
  return (
    <td data-label={label} className={`${cellClass} lg:whitespace-nowrap`}>
      {/* One block beside the column's name on a phone, moving below it whole when too long. */}
      <span className="inline-block">
        <span className="tabular-nums">{formatVital(metric, value)}</span>{' '}
        <span className={marks[rating].className} aria-hidden="true">
          {marks[rating].symbol}
        </span>{' '}
        <span className="font-medium">{copy.ratings[rating]}</span>
      </span>
    </td>
  );
}
