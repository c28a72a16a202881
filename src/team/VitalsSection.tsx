import type { TeamConsoleCopy } from '../content/team-console/schema';
import { queryOf, type ConsoleFilters } from './consoleFilters';
import { formatCount } from './formatting';
import { cellClass, ScrollBox, TableHead, tableClass } from './ScrollBox';
import { fetchVitals } from './teamApi';
import { LoadFailure } from './LoadFailure';
import { useApiData } from './useApiData';
import { VitalCell } from './VitalCell';

interface Props {
  copy: TeamConsoleCopy;
  filters: ConsoleFilters;
  onSessionEnded: () => void;
}

/** Each page's LCP, INP and CLS at the 75th percentile, rated against the "good" thresholds. */
export function VitalsSection({ copy, filters, onSessionEnded }: Props) {
  const range = { from: filters.from, to: filters.to };
  const [answer] = useApiData(
    queryOf(range),
    (signal) => fetchVitals(range, signal),
    onSessionEnded,
  );
  const text = copy.vitals;
  const pages = answer.data?.pages;

  return (
    <section aria-labelledby="vitals-heading" aria-busy={answer.state === 'loading'}>
      <h2 id="vitals-heading" className="text-2xl">
        {text.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-muted">{text.intro}</p>
      {answer.state === 'failed' && <LoadFailure copy={copy} message={answer.message} />}
      {pages?.length === 0 && <p className="mt-3 text-muted">{text.empty}</p>}
      {pages && pages.length > 0 && (
        <ScrollBox label={text.tableLabel}>
          <table className={`${tableClass} min-w-[720px]`}>
            <TableHead columns={Object.values(text.columns)} />
            <tbody>
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
            </tbody>
          </table>
        </ScrollBox>
      )}
    </section>
  );
}
