import { z } from 'zod';

/**
 * The editor's fields (Decap CMS's `fields` of a collection), written from a collection's zod
 * schema: one field per key, its widget chosen by the key's type, required where the schema
 * requires it. A type with no widget here stops the build, so the editor never falls behind a
 * schema.
 */
export type EditorWidget =
  | typeof LIMITED_TEXT_WIDGET
  | 'string'
  | 'text'
  | 'markdown'
  | 'number'
  | 'boolean'
  | 'select'
  | 'datetime'
  | 'list'
  | 'object'
  | typeof TEXT_OR_LINK_WIDGET;

/** Lines that are each plain text or a link (text and address): the editor's own widget. */
export const TEXT_OR_LINK_WIDGET = 'text-or-link-lines';

/** A text with a most length, counted as it is typed: the editor's own widget. */
export const LIMITED_TEXT_WIDGET = 'limited-text';

export interface EditorField {
  name: string;
  label: string;
  /** The line under the field: what it is for, what to keep. */
  hint?: string;
  /** limited-text: the most characters, and whether it is edited in a text area. */
  max_length?: number;
  multiline?: boolean;
  widget: EditorWidget;
  required: boolean;
  /** In a collection translated field by field: translated, or kept as in English. */
  i18n?: true | 'duplicate';
  value_type?: 'int' | 'float';
  options?: string[];
  /** datetime: stored and shown as a day, `2025-03-15`. */
  format?: string;
  date_format?: string;
  time_format?: false;
  picker_utc?: true;
  /** list: one field per item (a list of texts) or several (a list of objects). */
  field?: EditorField;
  fields?: EditorField[];
  min?: number;
  collapsed?: boolean;
  /** list: what one item is called ("Add paragraph"). */
  label_singular?: string;
  /** markdown: edited as written, so a save keeps the file's own Markdown. */
  modes?: string[];
  buttons?: string[];
  editor_components?: string[];
}

/** The JSON Schema zod writes for a schema: the part of it the fields are chosen from. */
export interface JsonSchema {
  /** The field's name in the editor and its hint (shared/copy/schemas.ts's `named`). */
  title?: string;
  description?: string;
  maxLength?: number;
  type?: string;
  format?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
}

export interface FieldOptions {
  /** Whether a text at this path (`hero.typingPhrases[]`) is long enough for a text area. */
  isLongText: (path: string) => boolean;
  /** In a collection translated field by field: whether a key must stay as in English. */
  keptAsInEnglish?: (key: string) => boolean;
}

/** `headlineLead` reads "Headline lead"; `ofFirst` "Of first". */
export function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The schema as JSON Schema: zod's own description of its keys and types. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** One field per key of an object schema, in the schema's order. */
export function fieldsOf(schema: z.ZodType, options: FieldOptions): EditorField[] {
  const root = jsonSchemaOf(schema);
  if (root.type !== 'object' || !root.properties) {
    throw new Error('A copy collection is an object of named entries.');
  }
  return objectFields(root, '', options);
}

function objectFields(schema: JsonSchema, path: string, options: FieldOptions): EditorField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([key, property]) =>
    fieldOf(key, property, required.has(key), path ? `${path}.${key}` : key, options),
  );
}

function fieldOf(
  key: string,
  schema: JsonSchema,
  required: boolean,
  path: string,
  options: FieldOptions,
): EditorField {
  const translation = translationOf(key, schema, options);
  const field = {
    name: key,
    label: schema.title ?? labelOf(key),
    ...(schema.description ? { hint: schema.description } : {}),
    required,
    ...translation,
  };
  if (schema.type === 'array' && schema.items && isTextOrLink(schema.items)) {
    return {
      ...field,
      widget: TEXT_OR_LINK_WIDGET,
      ...(schema.minItems ? { min: schema.minItems } : {}),
    };
  }
  if (schema.enum) {
    if (!schema.enum.every((option) => typeof option === 'string')) {
      throw new Error(`${path}: only a choice between texts has a widget in the editor.`);
    }
    return { ...field, widget: 'select', options: schema.enum };
  }
  switch (schema.type) {
    case 'string':
      if (schema.format === 'date') {
        return {
          ...field,
          widget: 'datetime',
          format: 'YYYY-MM-DD',
          date_format: 'YYYY-MM-DD',
          time_format: false,
          picker_utc: true,
        };
      }
      if (schema.maxLength !== undefined) {
        return {
          ...field,
          widget: LIMITED_TEXT_WIDGET,
          max_length: schema.maxLength,
          multiline: options.isLongText(path),
        };
      }
      return { ...field, widget: options.isLongText(path) ? 'text' : 'string' };
    case 'integer':
      return { ...field, widget: 'number', value_type: 'int' };
    case 'number':
      return { ...field, widget: 'number', value_type: 'float' };
    case 'boolean':
      return { ...field, widget: 'boolean' };
    case 'object':
      return {
        ...field,
        widget: 'object',
        collapsed: false,
        fields: objectFields(schema, path, options),
      };
    case 'array':
      return { ...field, ...listOf(schema, path, options) };
    default:
      throw new Error(`${path}: no widget in the editor for ${JSON.stringify(schema)}.`);
  }
}

function listOf(
  schema: JsonSchema,
  path: string,
  options: FieldOptions,
): Pick<EditorField, 'widget' | 'field' | 'fields' | 'min' | 'collapsed' | 'label_singular'> {
  const items = schema.items;
  if (!items) throw new Error(`${path}: a list without a type for its items.`);
  const itemPath = `${path}[]`;
  const list = {
    widget: 'list' as const,
    collapsed: false,
    ...(schema.minItems ? { min: schema.minItems } : {}),
    ...(items.title ? { label_singular: items.title } : {}),
  };
  if (items.type === 'object') {
    return { ...list, fields: objectFields(items, itemPath, options) };
  }
  const item = fieldOf('item', items, true, itemPath, options);
  return { ...list, field: { ...item, label: items.title ?? labelOf(singular(path)) } };
}

/** "typingPhrases" → "typing phrase", for the label of one item of a list. */
function singular(path: string): string {
  const key = path.split('.').pop() ?? path;
  return key.replace(/ies$/, 'y').replace(/s$/, '');
}

/**
 * A line of the welcome e-mail: a text, or a text with the address it links to. Decap's lists
 * cannot hold both kinds, so a list of them has a widget of its own.
 */
function isTextOrLink(schema: JsonSchema): boolean {
  const [plain, link] = schema.anyOf ?? [];
  const keys = Object.keys(link?.properties ?? {}).sort();
  return (
    schema.anyOf?.length === 2 &&
    plain?.type === 'string' &&
    link?.type === 'object' &&
    keys.join() === 'href,text'
  );
}

/**
 * In a collection translated field by field, the words are translated and the rest (numbers,
 * choices, dates, identifiers and addresses) is kept as in English, as the build's translation
 * check requires.
 */
function translationOf(
  key: string,
  schema: JsonSchema,
  options: FieldOptions,
): Pick<EditorField, 'i18n'> {
  if (!options.keptAsInEnglish) return {};
  const words =
    (schema.type === 'string' && !schema.enum && schema.format !== 'date') ||
    schema.type === 'object' ||
    schema.type === 'array' ||
    schema.anyOf !== undefined;
  return { i18n: words && !options.keptAsInEnglish(key) ? true : 'duplicate' };
}
