import type { ReactNode } from 'react';

export const cellClass = 'border-b border-line px-3 py-2 align-top';

/**
 * Below 1,024 px a table's rows become cards: its header row is read aloud only, and each cell
 * shows its column's name (its `data-label`) before its value, so no table scrolls sideways on a
 * phone.
 */
const stackedBelowLarge = [
  'max-lg:block',
  'max-lg:[&_thead]:sr-only',
  'max-lg:[&_tbody]:block',
  'max-lg:[&_tr]:block',
  'max-lg:[&_tr]:border-b',
  'max-lg:[&_tr]:border-line',
  'max-lg:[&_tr]:py-2',
  'max-lg:[&_tbody>tr>*]:block',
  'max-lg:[&_tbody>tr>*]:border-0',
  'max-lg:[&_tbody>tr>*]:py-1',
  'max-lg:[&_tbody>tr>*]:text-left',
  'max-lg:[&_tbody>tr>*[data-label]]:before:inline-block',
  'max-lg:[&_tbody>tr>*[data-label]]:before:min-w-36',
  'max-lg:[&_tbody>tr>*[data-label]]:before:pr-2',
  'max-lg:[&_tbody>tr>*[data-label]]:before:font-sans',
  'max-lg:[&_tbody>tr>*[data-label]]:before:text-sm',
  'max-lg:[&_tbody>tr>*[data-label]]:before:font-semibold',
  'max-lg:[&_tbody>tr>*[data-label]]:before:text-ink',
  'max-lg:[&_tbody>tr>*[data-label]]:before:content-[attr(data-label)]',
].join(' ');

/**
 * A table with one header row. At 1,024 px and wider it is a table in its own box; narrower, its
 * rows are cards (stackedBelowLarge): give each cell `data-label` with its column's name.
 */
export function DataTable({
  label,
  columns,
  caption,
  children,
}: {
  label: string;
  columns: readonly string[];
  /** Whether the label is also the table's caption, for screen readers. */
  caption?: boolean;
  children: ReactNode;
}) {
  return (
    <div role="region" aria-label={label} className="mt-4 rounded-control border border-line">
      <table className={`w-full border-collapse text-left text-sm ${stackedBelowLarge}`}>
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

/**
 * A path, an address or a domain that may wrap only after its separators (/ . @ - ? = &), never
 * inside a word: each part is kept whole, and <wbr> marks where a line may end.
 */
export function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=[/.@\-?=&_])/);
  return (
    <>
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 && <wbr />}
          {part}
        </span>
      ))}
    </>
  );
}
