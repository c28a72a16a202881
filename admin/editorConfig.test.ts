import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { copyCollections, type CopyCollection } from '../shared/copy/collections';
import { defaultLocale, locales } from '../shared/language/locales';
import { collectionFiles, englishEntriesIn, readEntry } from './contentFiles';
import { BODY_KEY, copyFormatNames } from './copyFormats';
import { CONTENT_ROOT, editorCollections, type EditorCollection } from './editorConfig';
import {
  fieldsOf,
  jsonSchemaOf,
  LIMITED_TEXT_WIDGET,
  TEXT_OR_LINK_WIDGET,
  type EditorField,
} from './editorFields';

/**
 * The editor's configuration against the zod schemas and the files: every key of every schema is
 * a field with a widget for its type, nothing else is, and every value of every copy file can be
 * reached and edited.
 */
const { collections: config, i18n } = editorCollections(englishEntriesIn());
const schemas: Record<string, CopyCollection> = copyCollections;

const configOf = (name: string): EditorCollection => {
  const found = config.find((collection) => collection.name === name);
  if (!found) throw new Error(`No editor collection ${name}.`);
  return found;
};

/** Every set of fields an entry of the collection is edited with. */
const fieldSetsOf = (collection: EditorCollection): EditorField[][] =>
  collection.files ? collection.files.map((file) => file.fields) : [collection.fields ?? []];

interface Schema {
  title?: string;
  description?: string;
  maxLength?: number;
  type?: string;
  format?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
}

/** The widgets that can hold a value of a schema's type. */
function widgetsFor(schema: Schema): string[] {
  if (schema.items?.anyOf) return [TEXT_OR_LINK_WIDGET];
  if (schema.enum) return ['select'];
  if (schema.type === 'string' && schema.maxLength !== undefined) return [LIMITED_TEXT_WIDGET];
  if (schema.type === 'string') return schema.format === 'date' ? ['datetime'] : ['string', 'text'];
  if (schema.type === 'integer' || schema.type === 'number') return ['number'];
  if (schema.type === 'boolean') return ['boolean'];
  if (schema.type === 'object') return ['object'];
  if (schema.type === 'array') return ['list'];
  return [];
}

/** Problems between an object schema and its fields, at `path`. */
function disagreements(schema: Schema, fields: readonly EditorField[], path: string): string[] {
  const keys = Object.keys(schema.properties ?? {});
  const names = fields.map((field) => field.name);
  const problems: string[] = [];
  if (names.join() !== keys.join()) {
    problems.push(`${path}: fields ${names.join(', ')} for keys ${keys.join(', ')}`);
  }
  for (const field of fields) {
    const property = schema.properties?.[field.name];
    if (!property) continue;
    const at = path ? `${path}.${field.name}` : field.name;
    const required = (schema.required ?? []).includes(field.name);
    if (field.required !== required) problems.push(`${at}: required is ${field.required}`);
    problems.push(...fieldDisagreements(property, field, at));
  }
  return problems;
}

function fieldDisagreements(schema: Schema, field: EditorField, at: string): string[] {
  if (!widgetsFor(schema).includes(field.widget)) {
    return [`${at}: a ${field.widget} widget for ${JSON.stringify(schema).slice(0, 80)}`];
  }
  if (field.widget === 'select' && field.options?.join() !== schema.enum?.join()) {
    return [`${at}: options ${field.options?.join()} for ${schema.enum?.join()}`];
  }
  if (schema.type === 'integer' && field.value_type !== 'int') return [`${at}: not a whole number`];
  if (field.max_length !== schema.maxLength) return [`${at}: at most ${field.max_length}`];
  if (field.widget === 'object') return disagreements(schema, field.fields ?? [], at);
  if (field.widget === TEXT_OR_LINK_WIDGET) {
    return (field.min ?? 0) === (schema.minItems ?? 0) ? [] : [`${at}: min ${field.min}`];
  }
  if (field.widget !== 'list' || !schema.items) return [];
  const problems = (field.min ?? 0) === (schema.minItems ?? 0) ? [] : [`${at}: min ${field.min}`];
  const items = schema.items;
  if (field.fields) return [...problems, ...disagreements(items, field.fields, `${at}[]`)];
  if (!field.field) return [...problems, `${at}: a list without a field for its items`];
  return [...problems, ...fieldDisagreements(items, field.field, `${at}[]`)];
}

/** The part of a value the fields can reach: what the editor shows and saves. */
function reachable(value: unknown, fields: readonly EditorField[]): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    fields
      .filter((field) => Object.hasOwn(value, field.name))
      .map((field) => [
        field.name,
        reachableBy((value as Record<string, unknown>)[field.name], field),
      ]),
  );
}

function reachableBy(value: unknown, field: EditorField): unknown {
  if (field.widget === 'object') return reachable(value, field.fields ?? []);
  if (field.widget !== 'list' || !Array.isArray(value)) return value;
  return value.map((item) =>
    field.fields
      ? reachable(item, field.fields)
      : field.field
        ? reachableBy(item, field.field)
        : undefined,
  );
}

/** Folders under src/content/ that hold copy: an English file or an English folder. */
const copyFolders = readdirSync(CONTENT_ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((folder) =>
    readdirSync(join(CONTENT_ROOT, folder)).some((name) =>
      new RegExp(`^${defaultLocale}(\\.(json|yaml|md))?$`).test(name),
    ),
  );

describe('the editor’s configuration', () => {
  it('has a collection for every folder of copy under src/content', () => {
    const folders = Object.values(schemas).map((collection) => collection.folder);
    expect(folders.sort()).toEqual(copyFolders.sort());
    expect(config.map((collection) => collection.name).sort()).toEqual(Object.keys(schemas).sort());
  });

  it('opens every language of every collection at the files that exist', () => {
    for (const [name, collection] of Object.entries(schemas)) {
      const editor = configOf(name);
      const languages = collection.languages === 'all' ? locales : [defaultLocale];
      if (editor.files) {
        expect(
          editor.files.map((file) => file.name),
          name,
        ).toEqual([...languages]);
        for (const file of editor.files) expect(existsSync(file.file), file.file).toBe(true);
      } else if (editor.i18n) {
        expect(i18n.structure).toBe('multiple_folders');
        expect(i18n.locales).toEqual([...locales]);
        for (const locale of languages) {
          expect(existsSync(join(editor.folder ?? '', locale)), `${name} ${locale}`).toBe(true);
        }
      } else {
        expect(editor.folder).toBe(`${CONTENT_ROOT}/${collection.folder}/${defaultLocale}`);
      }
      expect(editor.format).toBe(copyFormatNames[collection.format]);
    }
  });

  it('has a field for every key of every schema, with a widget for its type, and nothing else', () => {
    for (const [name, collection] of Object.entries(schemas)) {
      for (const fields of fieldSetsOf(configOf(name))) {
        const schemaFields =
          collection.format === 'md' ? fields.filter((field) => field.name !== BODY_KEY) : fields;
        expect(disagreements(jsonSchemaOf(collection.schema), schemaFields, name)).toEqual([]);
        if (collection.format === 'md') {
          expect(fields.at(-1)).toMatchObject({ name: BODY_KEY, widget: 'markdown' });
        }
      }
    }
  });

  it('reaches every value of every copy file, in every language', () => {
    for (const [name, collection] of Object.entries(schemas)) {
      const editor = configOf(name);
      for (const locale of locales) {
        for (const file of collectionFiles(collection, locale)) {
          const fields =
            editor.files?.find((entry) => entry.file === file)?.fields ?? editor.fields ?? [];
          const entry = readEntry(collection, file);
          expect(reachable(entry, fields), file).toEqual(entry);
        }
      }
    }
  });

  it('keeps numbers, choices, dates and addresses as in English where languages share an entry', () => {
    const cases = configOf('cases').fields ?? [];
    const byName = (fields: readonly EditorField[], name: string) =>
      fields.find((field) => field.name === name);
    expect(byName(cases, 'title')?.i18n).toBe(true);
    expect(byName(cases, 'date')?.i18n).toBe('duplicate');
    expect(byName(byName(cases, 'image')?.fields ?? [], 'src')?.i18n).toBe('duplicate');
    expect(byName(byName(cases, 'image')?.fields ?? [], 'width')?.i18n).toBe('duplicate');
    expect(byName(byName(cases, 'metrics')?.fields ?? [], 'trend')?.i18n).toBe('duplicate');
    expect(byName(cases, BODY_KEY)?.i18n).toBe(true);
  });

  it('gives a long text a text area and a label a line', () => {
    const hero = configOf('home').files?.[0]?.fields.find((field) => field.name === 'hero');
    const widgetOf = (name: string) => hero?.fields?.find((field) => field.name === name)?.widget;
    const fieldOf = (name: string) => hero?.fields?.find((field) => field.name === name);
    expect(widgetOf('headlineLead')).toBe(LIMITED_TEXT_WIDGET);
    expect(fieldOf('headlineLead')?.multiline).toBe(false);
    expect(widgetOf('promise')).toBe('text');
  });

  it('names every field and every collection in a writer’s words, with a hint', () => {
    const unnamed: string[] = [];
    const visit = (fields: readonly EditorField[], path: string) => {
      for (const field of fields) {
        const at = `${path}.${field.name}`;
        if (field.name !== BODY_KEY && (!field.hint || /^[a-z]/.test(field.label))) {
          unnamed.push(at);
        }
        visit(field.fields ?? [], at);
        if (field.field) visit([field.field], `${at}[]`);
      }
    };
    for (const collection of config) {
      if (!collection.description) unnamed.push(collection.name);
      for (const fields of fieldSetsOf(collection)) visit(fields, collection.name);
    }
    expect(unnamed).toEqual([]);
    const home = configOf('home');
    expect(home.label).toBe('Home page');
    const hero = home.files?.[0]?.fields.find((field) => field.name === 'hero');
    expect(hero?.fields?.find((field) => field.name === 'headlineLead')).toMatchObject({
      label: 'Headline, first part',
      max_length: 60,
    });
    const messages = configOf('apiMessages').files?.[0]?.fields ?? [];
    expect(messages.find((field) => field.name === 'bodyNotJson')?.label).toBe(
      'Request not in JSON',
    );
  });

  it('stops the build on a type the editor has no widget for', () => {
    const options = { isLongText: () => false };
    expect(() => fieldsOf(z.object({ count: z.bigint() }), options)).toThrow(/count: no widget/);
    expect(() => fieldsOf(z.object({ n: z.union([z.number(), z.string()]) }), options)).toThrow(
      /n: no widget/,
    );
  });
});
