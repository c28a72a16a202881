import type { SignupReportRow } from '../server/store/store';
import { csvSeparators, formatCsv, type CsvColumn, type CsvSeparator } from '../server/team/csv';

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;

/** "7d", "12h", "2w", "30m" before `now`; anything else is refused with a readable message. */
export function parseSince(text: string, now: Date): Date {
  const match = /^(\d+)([mhdw])$/.exec(text.trim());
  if (!match)
    throw new Error(`--since takes a number and a unit (m, h, d or w), e.g. 7d; not "${text}".`);
  const unit = match[2] as keyof typeof UNIT_MS;
  return new Date(now.getTime() - Number(match[1]) * UNIT_MS[unit]);
}

const columns: readonly CsvColumn<SignupReportRow>[] = [
  ['email', (row) => row.email],
  ['started', (row) => row.startedAt.toISOString()],
  ['completed', (row) => row.completedAt?.toISOString() ?? ''],
  ['level', (row) => row.level ?? ''],
  ['billing', (row) => row.billing ?? ''],
  ['source', (row) => row.source ?? ''],
  ['campaign', (row) => row.campaign ?? ''],
  ['locale', (row) => row.locale],
  ['welcome_email', (row) => row.welcomeEmail ?? ''],
  ['platform_event', (row) => row.platformEvent ?? ''],
];

export function formatSignupsCsv(
  rows: readonly SignupReportRow[],
  separator: CsvSeparator = ',',
): string {
  return formatCsv(columns, rows, separator);
}

/** `--sep ';'` for a spreadsheet set to a European language; a comma otherwise. */
export function parseSeparator(text: string): CsvSeparator {
  const separator = csvSeparators.find((candidate) => candidate === text);
  if (!separator) throw new Error(`--sep takes "," or ";"; not "${text}".`);
  return separator;
}

export function formatSignupsTable(rows: readonly SignupReportRow[]): string {
  if (rows.length === 0) return '(no signups)';
  const cells = rows.map((row) => columns.map(([, value]) => value(row) || '-'));
  const header = columns.map(([name]) => name);
  const widths = header.map((name, index) =>
    Math.max(name.length, ...cells.map((line) => line[index]?.length ?? 0)),
  );
  const format = (line: readonly string[]) =>
    line
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  return [format(header), ...cells.map(format)].join('\n');
}
