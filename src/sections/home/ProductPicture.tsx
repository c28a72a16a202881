import type { Copy } from '../../../shared/copy/collections';
import { heroChart } from '../../../shared/facts/productPicture';
import { formatPercent } from '../../../shared/language/localeFormat';
import { localeFacts, type Locale } from '../../../shared/language/locales';

const chart = { width: 340, height: 140, top: 10, bottom: 130, left: 10, right: 330 };
/** The vertical scale: 0 at the bottom of the plot, this ACoS at its top. */
const SCALE_MAX_PERCENT = 50;

const yOf = (percent: number) =>
  chart.bottom - (percent / SCALE_MAX_PERCENT) * (chart.bottom - chart.top);

type Hero = Copy<'home'>['hero'];

/**
 * The values the picture's alternative text is written from: the chart's own numbers, and the
 * table's rows counted in words ("two", "zwei").
 */
export function pictureAltValues({ picture, countWords }: Hero) {
  const series = heroChart.weeklyAcosPercent;
  const count = (kind: string) =>
    countWords[picture.rows.filter((row) => row.kind === kind).length] ??
    String(picture.rows.length);
  return {
    firstAcos: series[0],
    lastAcos: series.at(-1) ?? series[0],
    goalAcos: heroChart.acosGoalPercent,
    promoted: count('promoted'),
    negative: count('negative'),
  };
}

/** The hero's product picture, drawn in SVG and HTML rather than shipped as a screenshot. */
export function ProductPicture({
  locale,
  picture,
  pictureAlt,
}: Pick<Hero, 'picture' | 'pictureAlt'> & { locale: Locale }) {
  const series = heroChart.weeklyAcosPercent;
  const step = (chart.right - chart.left) / (series.length - 1);
  const points = series.map((percent, index) => ({
    x: chart.left + index * step,
    y: yOf(percent),
  }));
  const line = points.map(({ x, y }, index) => `${index === 0 ? 'M' : 'L'}${x} ${y}`).join(' ');
  const last = points.at(-1) ?? { x: chart.right, y: chart.bottom };
  const goalY = yOf(heroChart.acosGoalPercent);
  return (
    <figure className="card w-full max-w-[480px] p-5" aria-label={pictureAlt}>
      <div className="mb-3 space-y-1 text-sm" aria-hidden="true">
        <p className="font-semibold text-ink">{picture.chartTitle}</p>
        <p className="flex items-center gap-3 text-xs font-medium text-muted">
          <span className="flex items-center gap-1.5">
            <span className="h-[3px] w-4 rounded-full bg-growth" />
            {picture.acosLabel}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="w-4 border-t-2 border-dashed border-amber-700" />
            {picture.goalLabel}
          </span>
        </p>
      </div>
      <svg
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        width={chart.width}
        height={chart.height}
        className="h-auto w-full"
        aria-hidden="true"
      >
        {[10, 50, 90, 130].map((y) => (
          <line key={y} x1="0" x2={chart.width} y1={y} y2={y} stroke="#E2E8F0" strokeWidth="1" />
        ))}
        <path
          d={`${line} L${last.x} ${chart.bottom} L${chart.left} ${chart.bottom} Z`}
          fill="#059669"
          opacity="0.08"
        />
        <line
          x1="0"
          x2={chart.width}
          y1={goalY}
          y2={goalY}
          stroke="#B45309"
          strokeWidth="2"
          strokeDasharray="6 5"
        />
        <text
          x={chart.width - 4}
          y={goalY - 6}
          textAnchor="end"
          fontSize="11"
          fill="#92400E"
          fontWeight="600"
        >
          {picture.goalLabel}{' '}
          {formatPercent(heroChart.acosGoalPercent / 100, localeFacts[locale].intl)}
        </text>
        <path d={line} fill="none" stroke="#059669" strokeWidth="3" strokeLinejoin="round" />
        <circle cx={last.x} cy={last.y} r="5" fill="#059669" />
      </svg>
      <div className="mt-5 border-t border-line pt-4" aria-hidden="true">
        <p className="mb-2 text-sm font-semibold text-ink">{picture.tableTitle}</p>
        <ul className="divide-y divide-line text-sm">
          {picture.rows.map((row) => (
            <li key={row.keyword} className="flex items-center justify-between gap-3 py-2">
              {/* Whole, on one line where it fits and on two where a language's keyword runs
                  long; the action beside it is one pill, never wrapped. */}
              <span className="min-w-0 text-muted">{row.keyword}</span>
              <span
                className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${
                  row.kind === 'negative'
                    ? 'bg-red-50 text-red-700'
                    : 'bg-emerald-50 text-emerald-800'
                }`}
              >
                {row.action}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
