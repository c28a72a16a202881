/**
 * CSV as spreadsheets read it (RFC 4180, CRLF line ends), for the team's exports: the console's
 * /team/signups.csv and `npm run signups -- --csv`.
 */

/** A column: its header and how a row fills it. */
export type CsvColumn<Row> = readonly [header: string, value: (row: Row) => string];

/**
 * A value a spreadsheet would run as a formula (= + - @, or a leading tab or carriage return,
 * which some spreadsheets strip before looking) gets a leading apostrophe, so it shows as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function formatCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const lines = [columns.map(([header]) => csvField(header)).join(',')];
  for (const row of rows) lines.push(columns.map(([, value]) => csvField(value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
