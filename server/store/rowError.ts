/**
 * Whether the database refused a statement for what its rows hold (SQLSTATE class 22, a data
 * exception such as NUL in text, or 23, a broken constraint) rather than for being away or slow.
 * pg and PGlite both put the SQLSTATE in `code`.
 */
export function isRowError(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^2[23]/.test(code);
}
