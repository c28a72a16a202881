/** The static-hosting files of a build (scripts/hostFiles.ts) read back, as the hosts read them. */

/** `_headers`: path -> headers, in file order. */
export function parseHeadersFile(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> = {};
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules.set(line, current);
      continue;
    }
    const [name = '', ...value] = line.trim().split(': ');
    current[name] = value.join(': ');
  }
  return rules;
}

export interface RedirectRule {
  from: string;
  to: string;
  /** As written: "301". */
  status: string;
  line: string;
}

/** `_redirects`: one rule a line, `from to [status]`, blank lines and comments skipped. */
export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trim().startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.trim().split(/\s+/);
      return { from, to, status, line };
    });
}

/** The security headers plus the path's own rule (exact path, or a folder `/x/*`), as hosts merge them. */
export function headersFor(
  rules: ReadonlyMap<string, Record<string, string>>,
  path: string,
): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const [rulePath, headers] of rules) {
    const matches = rulePath.endsWith('*')
      ? path.startsWith(rulePath.slice(0, -1))
      : rulePath === path;
    if (matches) Object.assign(merged, headers);
  }
  return merged;
}
