import type { ReportAnswer } from '../../shared/contracts/teamConsole';
import type { Copy } from '../../shared/copy/collections';
import { fillTemplate } from '../../shared/language/fillTemplate';
import { formatCount, formatShare } from './formatting';

type TotalsCopy = Copy<'teamConsole'>['totals'];
type Totals = ReportAnswer['totals'];

const figures = ['visitors', 'trialsStarted', 'trialsCompleted'] as const;

/** The period's three totals, each against the previous period of the same length. */
export function TotalsPanel({ copy, totals }: { copy: Copy<'teamConsole'>; totals: Totals }) {
  const text = copy.totals;
  return (
    <section aria-labelledby="totals-heading">
      <h2 id="totals-heading" className="text-2xl">
        {text.heading}
      </h2>
      <dl className="mt-4 grid gap-4 md:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure} className="card p-5">
            <dt className="font-semibold text-muted">{text.figures[figure]}</dt>
            <dd className="mt-1 text-4xl font-semibold text-ink tabular-nums">
              {formatCount(totals[figure].current)}
            </dd>
            <dd className="mt-2 text-sm text-ink">
              <Change copy={text} {...totals[figure]} />
            </dd>
            {figure === 'visitors' && (
              <dd className="mt-3 text-sm text-muted">{text.visitorsMeaning}</dd>
            )}
          </div>
        ))}
      </dl>
      <p className="mt-3 max-w-3xl text-sm text-muted">{text.trialsMeaning}</p>
    </section>
  );
}

/** The change in words ("Up 12% on the previous period (1,102)"); the arrow only repeats them. */
function Change({
  copy,
  current,
  previous,
}: {
  copy: TotalsCopy;
  current: number;
  previous: number;
}) {
  if (previous === 0) return <>{current === 0 ? copy.same : copy.fromNone}</>;
  if (current === previous) return <>{copy.same}</>;
  const up = current > previous;
  const words = fillTemplate(up ? copy.up : copy.down, {
    change: formatShare(Math.abs(current - previous) / previous),
    previous: formatCount(previous),
  });
  return (
    <>
      <span aria-hidden="true" className={up ? 'text-growth' : 'text-alert'}>
        {up ? '▲' : '▼'}
      </span>{' '}
      {words}
    </>
  );
}
