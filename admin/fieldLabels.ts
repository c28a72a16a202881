import type { z } from 'zod';
import { jsonSchemaOf, labelOf, type JsonSchema } from './editorFields';

/** A field's place in an entry: `hero.typingPhrases[2]`, or zod's path `['hero', 'typingPhrases', 2]`. */
type FieldPath = string | readonly PropertyKey[];

const stepsOf = (path: FieldPath): PropertyKey[] =>
  typeof path === 'string'
    ? path
        .split(/\.|\[(\d+)\]/)
        .filter((step) => step !== undefined && step !== '')
        .map((step) => (/^\d+$/.test(step) ? Number(step) : step))
    : [...path];

/**
 * A field's place as the editor names it, from the collection's schema: "Top of the page ›
 * Typed phrases › 3". A name the schema does not hold reads as the key's own words.
 */
export function fieldLabelPath(schema: z.ZodType, path: FieldPath): string {
  let node: JsonSchema | undefined = jsonSchemaOf(schema);
  const labels: string[] = [];
  for (const step of stepsOf(path)) {
    if (typeof step === 'number') {
      labels.push(String(step + 1));
      node = node?.items;
      continue;
    }
    const key = String(step);
    node = node?.properties?.[key];
    labels.push(node?.title ?? labelOf(key));
  }
  return labels.join(' › ') || 'The entry';
}
