/**
 * CSV as spreadsheets read it (RFC 4180, CRLF line ends), for the team's exports: the console's
 * /team/signups.csv and `npm run signups -- --csv`.
 */

/** A column: its header and how a row fills it. */
export type CsvColumn<Row> = readonly [header: string, value: (row: Row) => string];

/**
 * What separates cells: a comma, or the semicolon that spreadsheets set to German, French,
 * Italian or Spanish expect.
 */
export type CsvSeparator = ',' | ';';

export const csvSeparators: readonly CsvSeparator[] = [',', ';'];

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return, which some strip
 * before looking) as a formula. Such a start gets an apostrophe, which shows it as text: at the
 * start of the value, and after every comma, semicolon or quote inside it, since a spreadsheet
 * that splits on the other separator starts a new cell there, and one that strips quotes from a
 * cell's start would leave the formula first.
 */
const FORMULA_AFTER_CELL_START = /(^|[,;"])(?=[=+\-@\t\r])/g;

/** One cell: defused, then always quoted, its quotes doubled. */
export function csvField(value: string): string {
  const safe = value.replace(FORMULA_AFTER_CELL_START, "$1'");
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The table of the rows in these columns: the headers, then a line per row. */
export const cellsOf = <Row>(
  columns: readonly CsvColumn<Row>[],
  rows: Iterable<Row>,
): string[][] => [
  columns.map(([header]) => header),
  ...[...rows].map((row) => columns.map(([, value]) => value(row))),
];

/** A table (a header line first) as CSV. */
export const csvOf = (
  cells: readonly (readonly string[])[],
  separator: CsvSeparator = ',',
): string => `${cells.map((line) => line.map(csvField).join(separator)).join('\r\n')}\r\n`;

export const formatCsv = <Row>(
  columns: readonly CsvColumn<Row>[],
  rows: Iterable<Row>,
  separator: CsvSeparator = ',',
): string => csvOf(cellsOf(columns, rows), separator);
