import type { ReportAnswer } from '../../shared/contracts/teamConsole';
import type { Copy } from '../../shared/copy/collections';
import type { NarrowingKey } from './consoleFilters';
import { Breakable, cellClass } from './DataTable';
import { FilterLink } from './filterLinks';
import { formatCount, languageName } from './formatting';
import { nameOf, OTHER } from './reportNames';

type AudienceCopy = Copy<'teamConsole'>['audience'];
type ListCopy = AudienceCopy['landingPages'];

interface Entry {
  name: string;
  visitors: number;
  /** The value the name filters the console by, when it filters. */
  value?: string;
}

/** Where visits began, what was viewed, which sites sent them, on what device, in what language. */
export function AudiencePanel({
  copy,
  answer,
}: {
  copy: Copy<'teamConsole'>;
  answer: ReportAnswer;
}) {
  const text = copy.audience;
  const filtering = (entries: readonly { name: string; visitors: number }[]) =>
    entries.map((entry) => ({ ...entry, value: entry.name === OTHER ? undefined : entry.name }));
  // Pages viewed are not a value of the visit: they do not filter.
  const lists: [string, ListCopy, Entry[], boolean, NarrowingKey | undefined][] = [
    ['landing-pages', text.landingPages, filtering(answer.landingPages), true, 'path'],
    ['pages', text.pages, answer.pages, true, undefined],
    ['referrers', text.referrers, filtering(answer.referrers), false, 'referrer'],
    [
      'devices',
      text.devices,
      answer.devices.map(({ device, visitors }) => ({
        name: text.deviceNames[device],
        visitors,
        value: device,
      })),
      false,
      'device',
    ],
    [
      'languages',
      text.languages,
      answer.languages.map(({ locale, visitors }) => ({
        name: languageName(locale),
        visitors,
        value: locale,
      })),
      false,
      'locale',
    ],
  ];
  return (
    <section aria-labelledby="audience-heading">
      <h2 id="audience-heading" className="text-2xl">
        {text.heading}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {lists.map(([id, list, entries, paths, filter]) => (
          <RankedList
            key={id}
            id={id}
            copy={list}
            visitorsColumn={text.visitorsColumn}
            empty={text.empty}
            entries={entries.map((entry) => ({ ...entry, name: nameOf(entry.name, text) }))}
            paths={paths}
            filter={filter}
          />
        ))}
      </div>
    </section>
  );
}

/** One list, largest first as the server sends it, with a bar for each entry's share of the top. */
function RankedList({
  id,
  copy,
  visitorsColumn,
  empty,
  entries,
  paths,
  filter,
}: {
  id: string;
  copy: ListCopy;
  visitorsColumn: string;
  empty: string;
  entries: Entry[];
  /** Whether the names are the site's paths, shown as such. */
  paths: boolean;
  /** What a name filters the console by; none: it does not. */
  filter: NarrowingKey | undefined;
}) {
  const most = Math.max(1, ...entries.map((entry) => entry.visitors));
  return (
    <section aria-labelledby={`${id}-heading`} className="card min-w-0 p-4 md:p-5">
      <h3 id={`${id}-heading`} className="text-lg">
        {copy.heading}
      </h3>
      <p className="mt-1 text-sm text-muted">{copy.meaning}</p>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{empty}</p>
      ) : (
        <table className="mt-3 w-full table-fixed border-collapse text-left text-sm">
          <caption className="sr-only">{copy.heading}</caption>
          <thead>
            <tr>
              <th scope="col" className={`${cellClass} px-0`}>
                {copy.nameColumn}
              </th>
              <th scope="col" className={`${cellClass} w-24 px-0 text-right`}>
                {visitorsColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.name}>
                <th
                  scope="row"
                  className={`${cellClass} px-0 font-normal ${paths ? 'font-mono text-[0.8125rem]' : ''}`}
                >
                  {filter ? (
                    <FilterLink filter={filter} value={entry.value}>
                      <Breakable text={entry.name} />
                    </FilterLink>
                  ) : (
                    <Breakable text={entry.name} />
                  )}
                  <div
                    aria-hidden="true"
                    className="mt-1 h-1.5 rounded-full bg-primary/70"
                    style={{ width: `${(entry.visitors / most) * 100}%` }}
                  />
                </th>
                <td className={`${cellClass} px-0 text-right tabular-nums`}>
                  {formatCount(entry.visitors)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
