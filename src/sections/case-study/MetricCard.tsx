import { ArrowDownRight, ArrowUpRight, Target, type LucideIcon } from 'lucide-react';
import type { CaseMetric, MetricTrend } from '../../content/cases';

const trendIcons: Record<MetricTrend, LucideIcon> = {
  up: ArrowUpRight,
  down: ArrowDownRight,
  level: Target,
};

/** Every published result is an improvement, so every arrow is growth green, whichever way it points. */
export function MetricCard({ metric }: { metric: CaseMetric }) {
  const TrendIcon = trendIcons[metric.trend];
  return (
    <li className="card flex items-start gap-4 p-5">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-control bg-emerald-50 text-growth">
        <TrendIcon aria-hidden="true" className="size-5" />
      </span>
      <p className="flex flex-col">
        <span className="text-2xl font-bold tracking-tight md:text-3xl">{metric.value}</span>{' '}
        <span className="text-muted">{metric.label}</span>
      </p>
    </li>
  );
}
