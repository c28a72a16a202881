import { readFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { copyCollections, type CopyCollection } from '../shared/copy/collections';
import { locales } from '../shared/language/locales';
import { collectionFiles } from './contentFiles';
import { BODY_KEY, copyFileFormats, SOURCE_KEY, withoutSource } from './copyFormats';

const contentFiles = Object.values(copyCollections as Record<string, CopyCollection>).flatMap(
  (collection) =>
    locales.flatMap((locale) =>
      collectionFiles(collection, locale).map((file) => ({ file, collection })),
    ),
);

/** Every text of an entry changed: longer, shorter, or a day written as YAML would read a date. */
function edited(value: unknown, index = { next: 0 }): unknown {
  if (typeof value === 'string') {
    const variant = index.next++ % 3;
    if (variant === 0) return `${value} and a few more words the writer added here`;
    return variant === 1 ? '2025-03-16' : value.slice(0, 3);
  }
  if (Array.isArray(value)) return value.map((item) => edited(item, index));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, edited(item, index)]),
    );
  }
  return value;
}

describe('the copy files as the editor writes them', () => {
  it('finds every content file', () => {
    expect(contentFiles.length).toBeGreaterThan(100);
  });

  it('writes back an unedited file byte for byte', () => {
    for (const { file, collection } of contentFiles) {
      const text = readFileSync(file, 'utf8');
      const fileFormat = copyFileFormats[collection.format];
      expect(fileFormat.toFile(fileFormat.fromFile(text)), file).toBe(text);
    }
  });

  it('writes an edited file as Prettier formats it, and reads back what was edited', async () => {
    for (const { file, collection } of contentFiles) {
      const fileFormat = copyFileFormats[collection.format];
      const read = fileFormat.fromFile(readFileSync(file, 'utf8'));
      const changed = edited(withoutSource(read)) as Record<string, unknown>;
      for (const data of [{ ...changed, [SOURCE_KEY]: read[SOURCE_KEY] }, changed]) {
        const written = fileFormat.toFile(data);
        const prettier = { ...(await resolveConfig(file)), filepath: file };
        expect(await format(written, prettier), file).toBe(written);
        expect(withoutSource(fileFormat.fromFile(written)), file).toEqual(changed);
      }
    }
  }, 60_000);

  it('keeps the file’s order of keys, whatever order the editor holds them in', () => {
    const json = copyFileFormats.json;
    const text = '{\n  "a": "1",\n  "b": {\n    "c": "2",\n    "d": "3"\n  }\n}\n';
    const shuffled = { [SOURCE_KEY]: text, b: { d: '4', c: '2' }, a: '1' };
    expect(json.toFile(shuffled)).toBe(text.replace('"3"', '"4"'));
    expect(copyFileFormats.yaml.toFile({ b: 'two', a: 'one' }, ['a', 'b'])).toBe(
      'a: one\nb: two\n',
    );
  });

  it('keeps a YAML file’s comments when a value beside them changes', () => {
    const yaml = copyFileFormats.yaml;
    const text = '# Said plainly.\nbilling: Nothing today.\nlead: Thanks.\n';
    const written = yaml.toFile({ ...yaml.fromFile(text), lead: 'Thank you.' });
    expect(written).toBe('# Said plainly.\nbilling: Nothing today.\nlead: Thank you.\n');
  });

  it('quotes a text the site’s YAML reader would take for a date', () => {
    const markdown = copyFileFormats.md;
    const text = "---\ntitle: A case\ndate: '2025-03-15'\n---\n\nIt began.\n";
    const written = markdown.toFile({ ...markdown.fromFile(text), date: '2025-04-01' });
    expect(written).toContain("date: '2025-04-01'");
    expect(parse(written.split('---\n')[1] ?? '', { version: '1.1' })).toMatchObject({
      date: '2025-04-01',
    });
  });

  it('keeps a Markdown file’s body apart from its frontmatter', () => {
    const markdown = copyFileFormats.md;
    const read = markdown.fromFile('---\ntitle: Terms\n---\n\n## 1. Use\n\nText.\n');
    expect(withoutSource(read)).toEqual({ title: 'Terms', [BODY_KEY]: '## 1. Use\n\nText.' });
    expect(markdown.toFile({ ...read, [BODY_KEY]: '## 1. Use\n\nNew text.  \n\n' })).toBe(
      '---\ntitle: Terms\n---\n\n## 1. Use\n\nNew text.\n',
    );
  });
});
