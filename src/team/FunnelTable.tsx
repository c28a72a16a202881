import type { TeamConsoleCopy } from '../content/team-console/schema';
import { formatCount, formatShare } from './formatting';
import type { FunnelRow } from './funnelRates';
import { cellClass, ScrollBox, TableHead, tableClass } from './ScrollBox';

/** The funnel chart's numbers as a table: what the bars show, for every reader. */
export function FunnelTable({
  copy,
  rows,
}: {
  copy: TeamConsoleCopy['funnel'];
  rows: readonly FunnelRow[];
}) {
  return (
    <ScrollBox label={copy.tableLabel}>
      <table className={tableClass}>
        <caption className="sr-only">{copy.tableLabel}</caption>
        <TableHead columns={Object.values(copy.columns)} />
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.step}>
              <th scope="row" className={`${cellClass} font-medium`}>
                {index + 1}. {copy.steps[row.step]}
              </th>
              <td className={`${cellClass} tabular-nums`}>{formatCount(row.visitors)}</td>
              <td className={`${cellClass} tabular-nums`}>{formatShare(row.ofFirst)}</td>
              <td className={`${cellClass} tabular-nums`}>{formatShare(row.ofPrevious)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
