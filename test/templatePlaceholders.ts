/** The `{name}` placeholders a copy text uses, for the content tests that check each has a value. */
export const templatePlaceholders = (template: string): string[] =>
  [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
