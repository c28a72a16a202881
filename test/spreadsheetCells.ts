/**
 * How a spreadsheet splits a CSV file into cells, for the export tests: with the separator its
 * language setting expects, honouring RFC 4180 quotes as Excel and LibreOffice do, or ignoring
 * them as a careless importer would.
 */
export function spreadsheetCells(
  text: string,
  separator: string,
  { quotes = true }: { quotes?: boolean } = {},
): string[][] {
  if (!quotes)
    return text
      .split(/\r\n/)
      .filter(Boolean)
      .map((line) => line.split(separator));
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
