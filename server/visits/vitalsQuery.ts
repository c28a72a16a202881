import type { VitalsAnswer } from '../../shared/contracts/teamConsole';
import type { SqlSession } from '../store/sqlDriver';

/** Pages by their number of samples, most measured first; enough for the console's table. */
const maxPages = 200;

const p75 = (name: string) =>
  `percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE name = '${name}') AS ${name.toLowerCase()}_p75`;

/** The 75th percentile of LCP, INP and CLS per path: the figure Core Web Vitals are judged by. */
export async function queryVitals(
  db: SqlSession,
  range: { from: string; to: string },
): Promise<VitalsAnswer> {
  const pages = await db.query<VitalsAnswer['pages'][number]>(
    `SELECT path, count(*)::int AS samples, ${p75('LCP')}, ${p75('INP')}, ${p75('CLS')}
     FROM visit_vitals WHERE day BETWEEN $1 AND $2
     GROUP BY path ORDER BY samples DESC, path LIMIT ${maxPages}`,
    [range.from, range.to],
  );
  return { pages };
}
