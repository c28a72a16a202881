/**
 * How a spreadsheet splits a CSV file into cells, for the export tests: with the separator its
 * language setting expects, honouring RFC 4180 quotes as Excel and LibreOffice do ('honoured'),
 * or splitting on every separator as a careless importer would, keeping the quotes ('kept') or
 * dropping them ('stripped').
 */
export type QuoteHandling = 'honoured' | 'kept' | 'stripped';
export const quoteHandlings: readonly QuoteHandling[] = ['honoured', 'kept', 'stripped'];

export function spreadsheetCells(
  text: string,
  separator: string,
  { quotes = 'honoured' }: { quotes?: QuoteHandling } = {},
): string[][] {
  if (quotes !== 'honoured')
    return text
      .split(/\r\n/)
      .filter(Boolean)
      .map((line) =>
        line.split(separator).map((cell) => (quotes === 'kept' ? cell : cell.replace(/"/g, ''))),
      );
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** Whether a spreadsheet would run the cell as a formula. */
export const runsAsFormula = (cell: string): boolean => /^[=+\-@\t\r]/.test(cell);
