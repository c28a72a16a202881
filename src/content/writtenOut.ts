/**
 * Dollar amounts and calendar days written out by hand rather than with Intl. The first
 * Intl.NumberFormat or Intl.DateTimeFormat a page makes loads the browser's locale data, which
 * kept Chromium's main thread busy for 30 to 60 ms on this site's pages: more than all the rest
 * of the signup code together, and enough to count as blocking time on a phone. The tests check
 * both functions against Intl.
 */

const thousands = /\B(?=(\d{3})+(?!\d))/g;

/** "$1,234" (whole dollars, rounded) or, with cents, "$39.17". */
export function writeUsd(amount: number, { cents = false }: { cents?: boolean } = {}): string {
  const [whole = '', fraction] = Math.abs(amount)
    .toFixed(cents ? 2 : 0)
    .split('.');
  return `${amount < 0 ? '-' : ''}$${whole.replace(thousands, ',')}${fraction === undefined ? '' : `.${fraction}`}`;
}

const shortMonths = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** A calendar day in UTC as "23 Dec 2026", so the server and the page agree. */
export function writeDay(date: Date): string {
  return `${date.getUTCDate()} ${shortMonths[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}
