const numberFormat = new Intl.NumberFormat('en-US');
const percentFormat = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 1,
});
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

export const formatCount = (value: number): string => numberFormat.format(value);

/** A share as "42.5%", or a dash where there is nothing to divide by. */
export const formatShare = (value: number | null): string =>
  value === null ? '—' : percentFormat.format(value);

/** A timestamp as "Mar 15, 2025, 2:05 PM UTC": the date filters are UTC days too. */
export const formatTimestamp = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${dateTimeFormat.format(date)} UTC`;
};
