import { editorFolders } from '../shared/contracts/editorPaths';
import { copyCollections, type CopyCollection } from '../shared/copy/collections';
import { defaultLocale, localeFacts, locales } from '../shared/language/locales';
import { compareTranslation } from '../shared/copy/compareTranslation';
import { copyFormatNames, BODY_KEY } from './copyFormats';
import {
  fieldsOf,
  jsonSchemaOf,
  labelOf,
  LIMITED_TEXT_WIDGET,
  type EditorField,
} from './editorFields';
import { previewedCollections } from './previewedCollections';

/**
 * The editor's collections (Decap CMS's configuration), written at build time from the copy
 * collections and their zod schemas: every collection under src/content/, every language, every
 * key. The server adds where the editor saves (server/admin/editorSettings.ts).
 */
export interface EditorCollection {
  name: string;
  label: string;
  /** The line under the collection's name: what part of the site it is. */
  description?: string;
  format: string;
  extension: string;
  create: false;
  delete: false;
  editor: { preview: boolean };
  /** A collection of one file per language: the languages, each its own entry. */
  files?: { name: string; label: string; file: string; fields: EditorField[] }[];
  /** A collection of a folder of entries (per language, or English only). */
  folder?: string;
  i18n?: true;
  identifier_field?: string;
  fields?: EditorField[];
}

export interface EditorCollections {
  i18n: { structure: 'multiple_folders'; locales: string[]; default_locale: string };
  collections: EditorCollection[];
}

/** Where the copy lives, relative to the repository's root (the editor's paths are). */
export const CONTENT_ROOT = editorFolders.content;

/** Beyond this length, or with a line break, a text is edited in a text area. */
const LONG_TEXT = 60;

/**
 * The English entries of each collection (Markdown as its frontmatter and `body`), to size the
 * text fields: a sentence gets a text area, a label a line.
 */
export type EnglishEntries = (collection: string) => readonly unknown[];

/** Every value at a field path (`hero.typingPhrases[]`, `sections[].lines[]`) of some entries. */
export function valuesAt(entries: readonly unknown[], path: string): unknown[] {
  return path.split('.').reduce<unknown[]>(
    (values, step) => {
      const list = step.endsWith('[]');
      const key = list ? step.slice(0, -2) : step;
      const found = values.map((value) =>
        value !== null && typeof value === 'object' && !Array.isArray(value)
          ? (value as Record<string, unknown>)[key]
          : undefined,
      );
      return list ? found.flatMap((value) => (Array.isArray(value) ? value : [])) : found;
    },
    [...entries],
  );
}

/**
 * Keys the build's translation check holds to their English value (identifiers and addresses):
 * asked of the check itself, so the editor and the build cannot disagree.
 */
export const keptAsInEnglish = (key: string): boolean =>
  compareTranslation({ [key]: 'a' }, { [key]: 'b' }, new Set()).length > 0;

function collectionFields(
  name: string,
  collection: CopyCollection,
  english: EnglishEntries,
  translatedFieldByField: boolean,
): EditorField[] {
  const entries = english(name);
  const isLongText = (path: string) =>
    valuesAt(entries, path).some(
      (value) => typeof value === 'string' && (value.length > LONG_TEXT || value.includes('\n')),
    );
  const fields = fieldsOf(collection.schema, {
    isLongText,
    ...(translatedFieldByField ? { keptAsInEnglish } : {}),
  });
  if (collection.format !== 'md') return fields;
  const body: EditorField = {
    name: BODY_KEY,
    label: 'Text',
    widget: 'markdown',
    required: true,
    modes: ['raw'],
    buttons: [],
    editor_components: [],
    ...(translatedFieldByField ? { i18n: true as const } : {}),
  };
  return [...fields, body];
}

const extensionOf = (collection: CopyCollection) => collection.format;

/** The field that names an entry in a folder's list: its title, or its first text. */
function identifierOf(fields: readonly EditorField[]): string {
  const title = fields.find((field) => field.name === 'title');
  const firstText = fields.find((field) =>
    ['string', 'text', LIMITED_TEXT_WIDGET].includes(field.widget),
  );
  const identifier = title ?? firstText;
  if (!identifier) throw new Error('A folder collection needs a text field to name its entries.');
  return identifier.name;
}

function editorCollection(
  name: string,
  collection: CopyCollection,
  english: EnglishEntries,
): EditorCollection {
  const folder = `${CONTENT_ROOT}/${collection.folder}`;
  const { title, description } = jsonSchemaOf(collection.schema);
  const common = {
    name,
    label: title ?? labelOf(name),
    ...(description ? { description } : {}),
    format: copyFormatNames[collection.format],
    extension: extensionOf(collection),
    create: false as const,
    delete: false as const,
    editor: { preview: (previewedCollections as readonly string[]).includes(name) },
  };
  const languages = collection.languages === 'all' ? locales : [defaultLocale];
  if (collection.layout === 'file') {
    // The editor translates field by field only within a folder per language; a file per
    // language is one entry per language, each with every field.
    const fields = collectionFields(name, collection, english, false);
    return {
      ...common,
      files: languages.map((locale) => ({
        name: locale,
        label: localeFacts[locale].name,
        file: `${folder}/${locale}.${extensionOf(collection)}`,
        fields,
      })),
    };
  }
  if (collection.languages === 'en') {
    const fields = collectionFields(name, collection, english, false);
    return {
      ...common,
      folder: `${folder}/${defaultLocale}`,
      identifier_field: identifierOf(fields),
      fields,
    };
  }
  const fields = collectionFields(name, collection, english, true);
  return { ...common, folder, i18n: true, identifier_field: identifierOf(fields), fields };
}

export function editorCollections(
  english: EnglishEntries,
  collections: Record<string, CopyCollection> = copyCollections,
): EditorCollections {
  return {
    i18n: { structure: 'multiple_folders', locales: [...locales], default_locale: defaultLocale },
    collections: Object.entries(collections).map(([name, collection]) =>
      editorCollection(name, collection, english),
    ),
  };
}
