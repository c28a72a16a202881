import type { TeamConsoleCopy } from '../content/team-console/schema';
import { cellClass } from './ScrollBox';
import { formatVital, vitalRating, type VitalMetric, type VitalRating } from './vitalRating';

/** A mark beside the rating's word: the word says it, the shape and colour only repeat it. */
const marks: Record<VitalRating, { symbol: string; className: string }> = {
  good: { symbol: '●', className: 'text-growth' },
  needsImprovement: { symbol: '▲', className: 'text-amber-700' },
  poor: { symbol: '■', className: 'text-alert' },
};

export function VitalCell({
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
