import type { ReactNode } from 'react';

export const cellClass = 'border-b border-line px-3 py-2 align-top';

/**
 * A table with one header row, in its own scrolling box: on a phone a wide table scrolls sideways
 * inside it, never the page. The box is focusable and named, so a keyboard can scroll it too.
 */
export function DataTable({
  label,
  columns,
  minWidth,
  caption,
  children,
}: {
  label: string;
  columns: readonly string[];
  /** A Tailwind min-width class. */
  minWidth?: string;
  /** Whether the label is also the table's caption, for screen readers. */
  caption?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="mt-4 max-w-full overflow-x-auto rounded-control border border-line"
    >
      <table className={`w-full border-collapse text-left text-sm ${minWidth ?? ''}`.trim()}>
        {caption && <caption className="sr-only">{label}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className="border-b border-line bg-surface px-3 py-2 font-semibold whitespace-nowrap text-ink"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
