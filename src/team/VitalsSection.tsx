import type { Copy } from '../../shared/copy/collections';

type TeamConsoleCopy = Copy<'teamConsole'>;
import { cellClass, DataTable } from './DataTable';
import { formatCount } from './formatting';
import { fetchVitals } from './teamApi';
import { LoadFailure } from './LoadFailure';
import { useApiData, type SectionProps } from './useApiData';
import { formatVital, vitalRating, type VitalMetric, type VitalRating } from './vitalRating';

/** Each page's LCP, INP and CLS at the 75th percentile, rated against the "good" thresholds. */
export function VitalsSection({ copy, filters, onSessionEnded }: SectionProps) {
  const range = { from: filters.from, to: filters.to };
  const answer = useApiData(range, fetchVitals, onSessionEnded);
  const text = copy.vitals;
  const pages = answer.data?.pages;

  return (
    <section aria-labelledby="vitals-heading" aria-busy={answer.loading}>
      <h2 id="vitals-heading" className="text-2xl">
        {text.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-muted">{text.intro}</p>
      {answer.failure !== undefined && <LoadFailure copy={copy} message={answer.failure} />}
      {pages?.length === 0 && <p className="mt-3 text-muted">{text.empty}</p>}
      {pages && pages.length > 0 && (
        <DataTable
          label={text.tableLabel}
          minWidth="min-w-[720px]"
          columns={Object.values(text.columns)}
        >
          {pages.map((page) => (
            <tr key={page.path}>
              <th scope="row" className={`${cellClass} font-medium break-all`}>
                {page.path}
              </th>
              <td className={`${cellClass} tabular-nums`}>{formatCount(page.samples)}</td>
              <VitalCell copy={text} metric="LCP" value={page.lcp_p75} />
              <VitalCell copy={text} metric="INP" value={page.inp_p75} />
              <VitalCell copy={text} metric="CLS" value={page.cls_p75} />
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
  copy: TeamConsoleCopy['vitals'];
  metric: VitalMetric;
  value: number | null;
}) {
  if (value === null) return <td className={`${cellClass} text-muted`}>{copy.noData}</td>;
  const rating = vitalRating(metric, value);
  return (
    <td className={`${cellClass} whitespace-nowrap`}>
      <span className="tabular-nums">{formatVital(metric, value)}</span>{' '}
      <span className={marks[rating].className} aria-hidden="true">
        {marks[rating].symbol}
      </span>{' '}
      <span className="font-medium">{copy.ratings[rating]}</span>
    </td>
  );
}
