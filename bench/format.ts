/** How figures are written in BENCHMARKS.md. */

export function kb(bytes: number | null | undefined): string {
  return bytes === null || bytes === undefined ? '–' : `${(bytes / 1000).toFixed(1)} kB`;
}

export function ms(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return value < 1 ? '<1 ms' : `${Math.round(value).toLocaleString('en-US')} ms`;
}

export function times(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value)
    ? '–'
    : `${value.toFixed(2)}×`;
}

export function count(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

export function seconds(value: number): string {
  return value >= 90 ? `${(value / 60).toFixed(1)} min` : `${value.toFixed(1)} s`;
}

export function yesNo(passed: boolean): string {
  return passed ? 'pass' : '**FAIL**';
}

/** A Markdown table; cells are escaped for pipes. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  const line = (cells: readonly string[]) => `| ${cells.map(escape).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
