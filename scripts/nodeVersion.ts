/**
 * The line a start on too old a Node prints, or undefined when `found` satisfies `required`
 * (an engines range of the form ">=22.12" or ">=22.12.0").
 */
export function nodeVersionRefusal(required: string, found: string): string | undefined {
  const minimum = parts(required.replace(/^>=\s*/, ''));
  const actual = parts(found.replace(/^v/, ''));
  for (const [index, part] of actual.entries()) {
    const needed = minimum[index] ?? 0;
    if (part > needed) return undefined;
    if (part < needed) {
      return `AdHelm needs Node ${required} (package.json "engines"); this is Node ${found}. Install Node 24 (see .node-version) and start again.`;
    }
  }
  return undefined;
}

function parts(version: string): number[] {
  const [major = 0, minor = 0, patch = 0] = version
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);
  return [major, minor, patch];
}
