import type { ReactNode } from 'react';
import type { ReportAnswer } from '../../shared/contracts/teamConsole';
import type { Copy } from '../../shared/copy/collections';
import { funnelSteps } from '../../shared/contracts/visitCounting';
import { Breakable, cellClass } from './DataTable';
import { FilterLink } from './filterLinks';
import { formatCount, formatShare } from './formatting';
import { share, visitorsAt } from './funnelRates';
import { channelName, nameOf, OTHER } from './reportNames';

type TeamConsoleCopy = Copy<'teamConsole'>;
type Funnel = ReportAnswer['funnel'];
type Steps = Funnel['steps'];

interface BreakdownRow {
  key: string;
  /** The row's names, one per name column: the first heads the row. */
  names: ReactNode[];
  steps: Steps;
  /** Of the row's visitors, those who saw one page only. */
  singlePage: number;
}

/** The funnel per channel of the visits. */
export function ChannelBreakdown({
  copy,
  byChannel,
}: {
  copy: TeamConsoleCopy;
  byChannel: Funnel['byChannel'];
}) {
  const words = { ...copy.channels, other: copy.funnel.other };
  return (
    <FunnelBreakdown
      id="by-channel"
      copy={copy.funnel}
      heading={copy.funnel.byChannelHeading}
      intro={copy.funnel.byChannelIntro}
      nameColumns={[copy.funnel.sourceColumns.channel]}
      rows={byChannel.map(({ channel, steps, singlePage }) => ({
        key: channel,
        names: [
          <FilterLink filter="channel" value={channel === OTHER ? undefined : channel}>
            {channelName(channel, words)}
          </FilterLink>,
        ],
        steps,
        singlePage,
      }))}
    />
  );
}

/** The funnel per named source and campaign, as the server bounds it (the largest, then "(other)"). */
export function SourceBreakdown({
  copy,
  bySource,
}: {
  copy: TeamConsoleCopy;
  bySource: Funnel['bySource'];
}) {
  const text = copy.funnel;
  const words = { ...copy.channels, other: text.other };
  const value = (name: string) => (name === OTHER || name === '(none)' ? undefined : name);
  return (
    <FunnelBreakdown
      id="by-source"
      copy={text}
      heading={text.bySourceHeading}
      intro={text.bySourceIntro}
      nameColumns={[
        text.sourceColumns.source,
        text.sourceColumns.channel,
        text.sourceColumns.campaign,
      ]}
      rows={bySource.map(({ channel, source, campaign, steps, singlePage }) => ({
        key: `${channel}\u0000${source}\u0000${campaign}`,
        names: [
          <FilterLink filter="source" value={value(source)}>
            <Breakable text={nameOf(source, text)} />
          </FilterLink>,
          <FilterLink filter="channel" value={value(channel)}>
            {channelName(channel, words)}
          </FilterLink>,
          <FilterLink filter="campaign" value={value(campaign)}>
            <Breakable text={nameOf(campaign, text)} />
          </FilterLink>,
        ],
        steps,
        singlePage,
      }))}
    />
  );
}

/**
 * The funnel's steps for each row, with the share that went from a visit to a trial: a table from
 * 1,024 px, one card per row below that.
 */
function FunnelBreakdown({
  id,
  copy,
  heading,
  intro,
  nameColumns,
  rows,
}: {
  id: string;
  copy: TeamConsoleCopy['funnel'];
  heading: string;
  intro: string;
  nameColumns: readonly string[];
  rows: readonly BreakdownRow[];
}) {
  const conversionColumn = copy.sourceColumns.conversion;
  const singlePageColumn = copy.sourceColumns.singlePage;
  const shown = rows.map((row) => {
    const visits = visitorsAt(row.steps, 'visit');
    return {
      ...row,
      counts: funnelSteps.map((step) => [step, formatCount(visitorsAt(row.steps, step))] as const),
      singlePageShare: formatShare(share(row.singlePage, visits)),
      conversion: formatShare(share(visitorsAt(row.steps, 'completed'), visits)),
    };
  });
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h3 id={`${id}-heading`} className="text-lg">
        {heading}
      </h3>
      <p className="mt-1 max-w-3xl text-sm text-muted">{intro}</p>
      {shown.length === 0 ? (
        <p className="mt-3 text-muted">{copy.noSources}</p>
      ) : (
        <>
          <div className="mt-4 hidden rounded-control border border-line lg:block">
            <table className="w-full table-fixed border-collapse text-left text-sm">
              <caption className="sr-only">{heading}</caption>
              <colgroup>
                {nameColumns.map((column) => (
                  <col key={column} className={nameColumns.length > 1 ? 'w-[13%]' : 'w-[18%]'} />
                ))}
              </colgroup>
              <thead>
                <tr>
                  {nameColumns.map((column) => (
                    <th
                      key={column}
                      scope="col"
                      className={`${cellClass} bg-surface font-semibold`}
                    >
                      {column}
                    </th>
                  ))}
                  {[
                    ...funnelSteps.map((step) => copy.steps[step]),
                    singlePageColumn,
                    conversionColumn,
                  ].map((column) => (
                    <th
                      key={column}
                      scope="col"
                      className={`${cellClass} bg-surface text-right font-semibold`}
                    >
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr key={row.key}>
                    {row.names.map((name, index) =>
                      index === 0 ? (
                        <th key={index} scope="row" className={`${cellClass} font-medium`}>
                          {name}
                        </th>
                      ) : (
                        <td key={index} className={cellClass}>
                          {name}
                        </td>
                      ),
                    )}
                    {row.counts.map(([step, count]) => (
                      <td key={step} className={`${cellClass} text-right tabular-nums`}>
                        {count}
                      </td>
                    ))}
                    <td className={`${cellClass} text-right tabular-nums`}>
                      {row.singlePageShare}
                    </td>
                    <td className={`${cellClass} text-right tabular-nums`}>{row.conversion}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="mt-4 space-y-3 lg:hidden">
            {shown.map((row) => (
              <li key={row.key} className="card p-4">
                <p className="font-semibold text-ink">{row.names[0]}</p>
                {row.names.slice(1).map((name, index) => (
                  <p key={index} className="text-sm text-muted">
                    {nameColumns[index + 1]}: {name}
                  </p>
                ))}
                <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                  {row.counts.map(([step, count]) => (
                    <div key={step} className="contents">
                      <dt>{copy.steps[step]}</dt>
                      <dd className="text-right tabular-nums">{count}</dd>
                    </div>
                  ))}
                  <div className="contents">
                    <dt>{singlePageColumn}</dt>
                    <dd className="text-right tabular-nums">{row.singlePageShare}</dd>
                  </div>
                  <div className="contents">
                    <dt className="font-semibold">{conversionColumn}</dt>
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
