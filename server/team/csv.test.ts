import { describe, expect, it } from 'vitest';
import { csvField, formatCsv, type CsvColumn } from './csv';

describe('CSV for spreadsheets', () => {
  it('quotes a value with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('spring, "big"')).toBe('"spring, ""big"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('')).toBe('');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])(
    'defuses %j, which a spreadsheet would run as a formula',
    (value) => {
      expect(csvField(value).replace(/^"/, '')).toMatch(/^'/);
    },
  );

  it('leaves a formula sign inside a value alone', () => {
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('ada+news@example.com')).toBe('ada+news@example.com');
  });

  it('writes a header line and one line per row, each ending in CRLF', () => {
    const columns: CsvColumn<{ name: string; n: number }>[] = [
      ['name', (row) => row.name],
      ['n', (row) => String(row.n)],
    ];
    expect(formatCsv(columns, [{ name: 'a,b', n: -2 }])).toBe('name,n\r\n"a,b",\'-2\r\n');
    expect(formatCsv(columns, [])).toBe('name,n\r\n');
  });
});
