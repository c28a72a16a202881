import type { ReportAnswer } from '../../shared/contracts/teamConsole';
import type { Copy } from '../../shared/copy/collections';
import { fillTemplate } from '../../shared/language/fillTemplate';
import { formatCount, formatShare } from './formatting';
import { funnelRows } from './funnelRates';
import { ChannelBreakdown, SourceBreakdown } from './SourceBreakdown';

type TeamConsoleCopy = Copy<'teamConsole'>;

/**
 * The funnel's five steps as bars named on their axis, with how many went on from each step to
 * the next; then the same per source and campaign. Plain HTML: every figure is text, so the bars
 * need no text alternative of their own.
 */
export function FunnelPanel({
  copy,
  funnel,
}: {
  copy: TeamConsoleCopy;
  funnel: ReportAnswer['funnel'];
}) {
  const text = copy.funnel;
  const rows = funnelRows(funnel.steps);
  const most = Math.max(1, ...rows.map((row) => row.visitors));

  return (
    <section aria-labelledby="funnel-heading">
      <h2 id="funnel-heading" className="text-2xl">
        {text.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-muted">{text.intro}</p>
      <div className="card mt-4 p-4 md:p-6">
        <ol aria-label={text.chartLabel} className="space-y-1">
          {rows.map((row, index) => (
            <li key={row.step}>
              {index > 0 && (
                <p className="py-1 pl-2 text-sm text-muted sm:pl-[calc(12rem+0.75rem)]">
                  <span aria-hidden="true">↓ </span>
                  {fillTemplate(text.wentOn, { share: formatShare(row.ofPrevious) })}
                </p>
              )}
              <div className="grid grid-cols-1 items-center gap-x-3 gap-y-1 sm:grid-cols-[12rem_1fr]">
                <span className="font-medium text-ink">{text.steps[row.step]}</span>
                <div className="flex min-w-0 items-center gap-2">
                  <div
                    aria-hidden="true"
                    className="h-7 shrink-0 rounded-sm bg-primary"
                    style={{ width: `${(row.visitors / most) * 70}%` }}
                  />
                  <span className="text-ink tabular-nums">{formatCount(row.visitors)}</span>
                  {index > 0 && (
                    <span className="text-sm text-muted">
                      ({fillTemplate(text.ofVisitors, { share: formatShare(row.ofFirst) })})
                    </span>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <p className="mt-6 max-w-3xl text-sm text-muted">{copy.filters.clickHint}</p>
      <ChannelBreakdown copy={copy} byChannel={funnel.byChannel} />
      <SourceBreakdown copy={copy} bySource={funnel.bySource} />
    </section>
  );
}
