import { countTicks } from './countTicks';
import { formatCount, formatShortDay } from './formatting';

export interface DaySeries {
  name: string;
  /** The bars' colour, a Tailwind background class with at least 3:1 contrast on white. */
  colourClass: string;
  /** One value per day, in the days' order. */
  values: readonly number[];
}

interface Props {
  title: string;
  /** The value axis's name ("Visitors") and the day axis's ("Day (UTC)"). */
  valueAxis: string;
  dayAxis: string;
  days: readonly string[];
  series: readonly DaySeries[];
  /** The chart's text alternative; the table beside it holds every figure. */
  summary: string;
}

/** At most this many day labels under the bars, so that they never overlap on a phone. */
const MOST_DAY_LABELS = 6;

/**
 * Bars per day, one per series, on a whole-number axis from 0, drawn with HTML and CSS: a few
 * boxes with heights in per cent need no charting library (uPlot draws on a canvas, which says
 * nothing to a screen reader), and they fit any width without measuring it.
 */
export function DayBarChart({ title, valueAxis, dayAxis, days, series, summary }: Props) {
  const ticks = countTicks(Math.max(0, ...series.flatMap((one) => one.values)));
  const top = ticks.at(-1) ?? 1;
  const labelEvery = Math.ceil(days.length / MOST_DAY_LABELS);
  const percent = (value: number) => `${(value / top) * 100}%`;

  return (
    <figure className="m-0 overflow-hidden">
      <figcaption className="font-semibold text-ink">{title}</figcaption>
      {series.length > 1 && (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
          {series.map((one) => (
            <li key={one.name} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={`inline-block size-3 ${one.colourClass}`} />
              {one.name}
            </li>
          ))}
        </ul>
      )}
      <div role="img" aria-label={summary} className="mt-3 pr-4">
        <p className="text-xs font-medium text-muted">{valueAxis}</p>
        <div className="relative mt-2 ml-10 h-44 border-b border-l border-slate-500">
          {ticks.map((tick) => (
            <div
              key={tick}
              className="absolute inset-x-0 border-t border-line"
              style={{ bottom: percent(tick) }}
            >
              <span className="absolute right-full mr-1.5 -translate-y-1/2 text-xs text-muted tabular-nums">
                {formatCount(tick)}
              </span>
            </div>
          ))}
          <div className="absolute inset-0 flex items-end gap-px px-px">
            {days.map((day, index) => (
              <div key={day} className="flex h-full min-w-0 flex-1 items-end justify-center gap-px">
                {series.map((one) => (
                  <div
                    key={one.name}
                    className={`w-full max-w-8 ${one.colourClass}`}
                    style={{ height: percent(one.values[index] ?? 0) }}
                  />
                ))}
              </div>
            ))}
          </div>
        </div>
        <div className="relative ml-10 flex h-5">
          {days.map((day, index) => (
            <div key={day} className="relative min-w-0 flex-1">
              {index % labelEvery === 0 && (
                <span className="absolute top-1 left-1/2 -translate-x-1/2 text-xs whitespace-nowrap text-muted">
                  {formatShortDay(day)}
                </span>
              )}
            </div>
          ))}
        </div>
        <p className="mt-1 ml-10 text-center text-xs font-medium text-muted">{dayAxis}</p>
      </div>
    </figure>
  );
}
