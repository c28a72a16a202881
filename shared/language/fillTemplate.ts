/**
 * Copy in content files names the facts it mentions as `{name}` (e.g. "Start your {trialDays}-day
 * free trial"), so a number lives once, in shared/facts, and a translation moves it where its
 * language wants it. A placeholder with no value is a mistake in the copy: it throws, so the build
 * fails rather than show "{trialDays}" to a visitor.
 */
export type TemplateValues = Readonly<Record<string, string | number>>;

export function fillTemplate(template: string, values: TemplateValues): string {
  return template.replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${template}"`);
    return String(value);
  });
}

/** A copy entry with every string in it filled: what a page renders. */
export function fillCopy<Copy>(copy: Copy, values: TemplateValues): Copy {
  if (typeof copy === 'string') return fillTemplate(copy, values) as Copy;
  if (Array.isArray(copy)) return copy.map((item: unknown) => fillCopy(item, values)) as Copy;
  if (copy !== null && typeof copy === 'object') {
    return Object.fromEntries(
      Object.entries(copy).map(([key, value]) => [key, fillCopy(value, values)]),
    ) as Copy;
  }
  return copy;
}
