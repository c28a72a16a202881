import type { IncomingHttpHeaders } from 'node:http';

/** Do Not Track or Global Privacy Control: such a visitor is not counted at all. */
export const asksNotToBeCounted = (headers: IncomingHttpHeaders): boolean =>
  headers.dnt === '1' || headers['sec-gpc'] === '1';
