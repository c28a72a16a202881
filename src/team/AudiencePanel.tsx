import type { ReportAnswer } from '../../shared/contracts/teamConsole';
import type { Copy } from '../../shared/copy/collections';
import type { NarrowingKey } from './consoleFilters';
import { Breakable, cellClass, DataTable } from './DataTable';
import { FilterLink } from './filterLinks';
import { countryName, formatCount, formatShare, languageName } from './formatting';
import { share } from './funnelRates';
import { nameOf, NONE, OTHER } from './reportNames';

type AudienceCopy = Copy<'teamConsole'>['audience'];
type ListCopy = AudienceCopy['pages'];

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
    [
      'countries',
      text.countries,
      answer.countries.map(({ country, visitors }) => ({
        name: country === NONE ? text.unknownCountry : countryName(country),
        visitors,
        value: country === OTHER ? undefined : country,
      })),
      false,
      'country',
    ],
  ];
  return (
    <section aria-labelledby="audience-heading">
      <h2 id="audience-heading" className="text-2xl">
        {text.heading}
      </h2>
      <LandingPages copy={text} rows={answer.landingPages} />
      <div className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
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

/**
 * Where visits began, and whether they worked: of each landing page's visitors, the share who saw
 * no other page, the share who reached pricing, and the trials started.
 */
function LandingPages({ copy, rows }: { copy: AudienceCopy; rows: ReportAnswer['landingPages'] }) {
  const text = copy.landingPages;
  return (
    <section aria-labelledby="landing-pages-heading" className="mt-4">
      <h3 id="landing-pages-heading" className="text-lg">
        {text.heading}
      </h3>
      <p className="mt-1 max-w-3xl text-sm text-muted">{text.meaning}</p>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{copy.empty}</p>
      ) : (
        <DataTable
          label={text.heading}
          caption
          columns={[
            text.nameColumn,
            copy.visitorsColumn,
            text.singlePage,
            text.pricing,
            text.trials,
          ]}
        >
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className={`${cellClass} font-mono text-[0.8125rem] font-medium`}>
                <FilterLink filter="path" value={row.name === OTHER ? undefined : row.name}>
                  <Breakable text={nameOf(row.name, copy)} />
                </FilterLink>
              </th>
              <td data-label={copy.visitorsColumn} className={`${cellClass} tabular-nums`}>
                {formatCount(row.visitors)}
              </td>
              <td data-label={text.singlePage} className={`${cellClass} tabular-nums`}>
                {formatShare(share(row.singlePage, row.visitors))}
              </td>
              <td data-label={text.pricing} className={`${cellClass} tabular-nums`}>
                {formatShare(share(row.pricing, row.visitors))}
              </td>
              <td data-label={text.trials} className={`${cellClass} tabular-nums`}>
                {formatCount(row.trials)}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
