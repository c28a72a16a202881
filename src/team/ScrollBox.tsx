import type { ReactNode } from 'react';

/**
 * A wide table's own scrolling box: on a phone the table scrolls sideways inside it, never the
 * page. Focusable and named, so a keyboard can scroll it too.
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="mt-4 max-w-full overflow-x-auto rounded-control border border-line"
    >
      {children}
    </div>
  );
}

export const tableClass = 'w-full border-collapse text-left text-sm';
export const headCellClass =
  'border-b border-line bg-surface px-3 py-2 font-semibold whitespace-nowrap text-ink';
export const cellClass = 'border-b border-line px-3 py-2 align-top';

/** A table's one header row, a column heading per label. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={headCellClass}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
