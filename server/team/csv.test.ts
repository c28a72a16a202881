import { describe, expect, it } from 'vitest';
import { csvField, csvSeparators, formatCsv, type CsvColumn } from './csv';
import { quoteHandlings, runsAsFormula, spreadsheetCells } from '../../test/spreadsheetCells';

const columns: CsvColumn<{ name: string; n: number }>[] = [
  ['name', (row) => row.name],
  ['n', (row) => String(row.n)],
];

/** Attribution values an outsider can put in a link to the site. */
const hostile = [
  '=1+1',
  '+1',
  '-1',
  '@SUM(A1)',
  '\t=1',
  '\r=1',
  'ads;=1+1;x',
  'ads,=1+1,x',
  'a;+cmd|" /C calc"!A0',
  'x;;@y',
  'news";=HYPERLINK("http://evil")',
  'news;"=1+1',
  'news,""@SUM(A1)',
  '"-2',
];

describe('CSV for spreadsheets', () => {
  it('quotes every value, doubling its quotes', () => {
    expect(csvField('plain')).toBe('"plain"');
    expect(csvField('spring, "big"')).toBe('"spring, ""big"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('')).toBe('""');
  });

  it('leaves a formula sign that starts no cell alone', () => {
    expect(csvField('a=b')).toBe('"a=b"');
    expect(csvField('ada+news@example.com')).toBe('"ada+news@example.com"');
  });

  it('writes a header line and one line per row, each ending in CRLF', () => {
    expect(formatCsv(columns, [{ name: 'a,b', n: -2 }])).toBe('"name","n"\r\n"a,b","\'-2"\r\n');
    expect(formatCsv(columns, [])).toBe('"name","n"\r\n');
    expect(formatCsv(columns, [{ name: 'a', n: 1 }], ';')).toBe('"name";"n"\r\n"a";"1"\r\n');
  });

  describe.each(csvSeparators)('written with %j', (written) => {
    const file = formatCsv(
      columns,
      hostile.map((name, n) => ({ name, n })),
      written,
    );

    it.each(csvSeparators)('runs no formula in a spreadsheet splitting on %j', (separator) => {
      for (const quotes of quoteHandlings) {
        const cells = spreadsheetCells(file, separator, { quotes }).flat();
        expect(cells.filter(runsAsFormula), `quotes ${quotes}`).toEqual([]);
      }
    });

    it('reads back every value, a leading apostrophe aside, with its own separator', () => {
      const read = spreadsheetCells(file, written).slice(1);
      expect(read.map(([name]) => name?.replace(/(^|[,;"])'/g, '$1'))).toEqual(hostile);
    });
  });
});
