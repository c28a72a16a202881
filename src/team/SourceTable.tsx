import type { TeamConsoleCopy } from '../content/team-console/schema';
import type { FunnelAnswer } from '../facts/teamConsole';
import { funnelSteps } from '../facts/visitCounting';
import { formatCount, formatShare } from './formatting';
import { visitorsAt } from './funnelRates';
import { cellClass, ScrollBox, TableHead, tableClass } from './ScrollBox';

/** Visitors at each step per source and campaign, and how many of them completed a signup. */
export function SourceTable({
  copy,
  bySource,
}: {
  copy: TeamConsoleCopy['funnel'];
  bySource: FunnelAnswer['bySource'];
}) {
  if (bySource.length === 0) return <p className="mt-3 text-muted">{copy.noSources}</p>;
  return (
    <ScrollBox label={copy.bySourceHeading}>
      <table className={`${tableClass} min-w-[720px]`}>
        <TableHead
          columns={[
            copy.sourceColumns.source,
            copy.sourceColumns.campaign,
            ...funnelSteps.map((step) => copy.steps[step]),
            copy.sourceColumns.conversion,
          ]}
        />
        <tbody>
          {bySource.map(({ source, campaign, steps }) => {
            const visits = visitorsAt(steps, 'visit');
            return (
              <tr key={`${source}\u0000${campaign}`}>
                <th scope="row" className={`${cellClass} font-medium`}>
                  {source}
                </th>
                <td className={cellClass}>{campaign}</td>
                {funnelSteps.map((step) => (
                  <td key={step} className={`${cellClass} tabular-nums`}>
                    {formatCount(visitorsAt(steps, step))}
                  </td>
                ))}
                <td className={`${cellClass} tabular-nums`}>
                  {formatShare(visits === 0 ? null : visitorsAt(steps, 'completed') / visits)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollBox>
  );
}
