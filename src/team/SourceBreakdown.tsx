import type { ReportAnswer } from '../../shared/contracts/teamConsole';
import type { Copy } from '../../shared/copy/collections';
import { funnelSteps } from '../../shared/contracts/visitCounting';
import { cellClass } from './DataTable';
import { formatCount, formatShare } from './formatting';
import { visitorsAt } from './funnelRates';
import { nameOf } from './reportNames';

type FunnelCopy = Copy<'teamConsole'>['funnel'];
type BySource = ReportAnswer['funnel']['bySource'];

/** Long tags wrap anywhere rather than widen a column past the screen. */
const wrap = '[overflow-wrap:anywhere]';

/**
 * The funnel per source and campaign, as the server bounds it (the largest, then "(other)"): a
 * table whose every column fits 1,024 px and wider, and one card per row below that.
 */
export function SourceBreakdown({ copy, bySource }: { copy: FunnelCopy; bySource: BySource }) {
  const columns = copy.sourceColumns;
  const rows = bySource.map(({ source, campaign, steps }) => {
    const visits = visitorsAt(steps, 'visit');
    return {
      key: `${source}\u0000${campaign}`,
      source: nameOf(source, copy),
      campaign: nameOf(campaign, copy),
      counts: funnelSteps.map((step) => [step, formatCount(visitorsAt(steps, step))] as const),
      conversion: formatShare(visits === 0 ? null : visitorsAt(steps, 'completed') / visits),
    };
  });

  return (
    <section aria-labelledby="by-source-heading" className="mt-8">
      <h3 id="by-source-heading" className="text-lg">
        {copy.bySourceHeading}
      </h3>
      <p className="mt-1 max-w-3xl text-sm text-muted">{copy.bySourceIntro}</p>
      {rows.length === 0 ? (
        <p className="mt-3 text-muted">{copy.noSources}</p>
      ) : (
        <>
          <div className="mt-4 hidden rounded-control border border-line lg:block">
            <table className="w-full table-fixed border-collapse text-left text-sm">
              <caption className="sr-only">{copy.bySourceHeading}</caption>
              <colgroup>
                <col className="w-[16%]" />
                <col className="w-[16%]" />
              </colgroup>
              <thead>
                <tr>
                  {[columns.source, columns.campaign].map((column) => (
                    <th
                      key={column}
                      scope="col"
                      className={`${cellClass} bg-surface font-semibold`}
                    >
                      {column}
                    </th>
                  ))}
                  {[...funnelSteps.map((step) => copy.steps[step]), columns.conversion].map(
                    (column) => (
                      <th
                        key={column}
                        scope="col"
                        className={`${cellClass} bg-surface text-right font-semibold`}
                      >
                        {column}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row" className={`${cellClass} font-medium ${wrap}`}>
                      {row.source}
                    </th>
                    <td className={`${cellClass} ${wrap}`}>{row.campaign}</td>
                    {row.counts.map(([step, count]) => (
                      <td key={step} className={`${cellClass} text-right tabular-nums`}>
                        {count}
                      </td>
                    ))}
                    <td className={`${cellClass} text-right tabular-nums`}>{row.conversion}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="mt-4 space-y-3 lg:hidden">
            {rows.map((row) => (
              <li key={row.key} className="card p-4">
                <p className={`font-semibold text-ink ${wrap}`}>{row.source}</p>
                <p className={`text-sm text-muted ${wrap}`}>
                  {columns.campaign}: {row.campaign}
                </p>
                <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                  {row.counts.map(([step, count]) => (
                    <div key={step} className="contents">
                      <dt>{copy.steps[step]}</dt>
                      <dd className="text-right tabular-nums">{count}</dd>
                    </div>
                  ))}
                  <div className="contents">
                    <dt className="font-semibold">{columns.conversion}</dt>
                    <dd className="text-right font-semibold tabular-nums">{row.conversion}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
