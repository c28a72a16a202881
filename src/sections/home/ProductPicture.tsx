import { hero } from '../../content/home';

const bidLine = 'M10 118 L50 104 L90 110 L130 84 L170 90 L210 62 L250 70 L290 44 L330 50';
const goalY = 76;

/** The hero's product picture, drawn in SVG and HTML rather than shipped as a screenshot. */
export function ProductPicture() {
  const { picture } = hero;
  return (
    <figure className="card w-full max-w-[480px] p-5" aria-label={hero.pictureAlt}>
      <p className="mb-3 text-sm font-semibold text-ink" aria-hidden="true">
        {picture.chartTitle}
      </p>
      <svg
        viewBox="0 0 340 130"
        width="340"
        height="130"
        className="h-auto w-full"
        aria-hidden="true"
      >
        {[30, 60, 90, 120].map((y) => (
          <line key={y} x1="0" x2="340" y1={y} y2={y} stroke="#E2E8F0" strokeWidth="1" />
        ))}
        <line
          x1="0"
          x2="340"
          y1={goalY}
          y2={goalY}
          stroke="#B45309"
          strokeWidth="2"
          strokeDasharray="6 5"
        />
        <text x="336" y={goalY - 6} textAnchor="end" fontSize="11" fill="#92400E" fontWeight="600">
          {picture.goalLabel}
        </text>
        <path d={`${bidLine} L330 130 L10 130 Z`} fill="#059669" opacity="0.08" />
        <path d={bidLine} fill="none" stroke="#059669" strokeWidth="3" strokeLinejoin="round" />
        <circle cx="330" cy="50" r="5" fill="#059669" />
      </svg>
      <div className="mt-5 border-t border-line pt-4" aria-hidden="true">
        <p className="mb-2 text-sm font-semibold text-ink">{picture.tableTitle}</p>
        <ul className="divide-y divide-line text-sm">
          {picture.rows.map((row) => (
            <li key={row.keyword} className="flex items-center justify-between gap-3 py-2">
              <span className="truncate text-muted">{row.keyword}</span>
              <span
                className={
                  row.kind === 'negative'
                    ? 'rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700'
                    : 'rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800'
                }
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
