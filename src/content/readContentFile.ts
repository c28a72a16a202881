import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { z } from 'zod';

/**
 * Reads one YAML or JSON content file outside Astro (tests and scripts), checked against the
 * same schema its collection uses in src/content.config.ts. The path is relative to src/content.
 */
export function readContentFile<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
): z.infer<Schema> {
  const url = new URL(path, import.meta.url);
  const result = schema.safeParse(parse(readFileSync(url, 'utf8')));
  if (!result.success) throw new Error(`src/content/${path}: ${result.error.message}`);
  return result.data;
}

/**
 * Reads one Markdown content file outside Astro: its frontmatter, checked, and its body. The path
 * is relative to src/content, or a file URL where this module may run from a bundle.
 */
export function readMarkdownFile<Schema extends z.ZodType>(
  path: string | URL,
  schema: Schema,
): { data: z.infer<Schema>; body: string } {
  const url = path instanceof URL ? path : new URL(path, import.meta.url);
  const source = readFileSync(url, 'utf8');
  const [, frontmatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
  const result = schema.safeParse(parse(frontmatter));
  const name = path instanceof URL ? path.pathname : `src/content/${path}`;
  if (!result.success) throw new Error(`${name}: ${result.error.message}`);
  return { data: result.data, body };
}
