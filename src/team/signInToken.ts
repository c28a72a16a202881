/** The token of a sign-in link's fragment (`#token=…`). */
export function tokenOf(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() || undefined;
}

/** Takes the fragment out of the address, so the token stays in neither history nor a copy. */
export function clearFragment(
  location: Pick<Location, 'hash' | 'pathname' | 'search'>,
  history: Pick<History, 'replaceState' | 'state'>,
): void {
  if (location.hash) history.replaceState(history.state, '', location.pathname + location.search);
}
