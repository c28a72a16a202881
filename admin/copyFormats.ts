import {
  Document,
  isMap,
  isScalar,
  isSeq,
  parse,
  parseDocument,
  Scalar,
  stringify,
  YAMLMap,
  YAMLSeq,
  type Node,
} from 'yaml';
import type { CopyFormat } from '../shared/copy/collections';

/**
 * How the editor reads and writes the copy files. A save changes only what was edited: the file's
 * own text travels with its data (under SOURCE_KEY), so comments, quotes and the layout of
 * untouched lines stay as they were, and what changes is written as Prettier writes it (the
 * project's `npm run check` formats every content file). Decap's own formats rewrite a whole file
 * (and drop YAML comments), and Prettier itself formats asynchronously, where the editor needs an
 * answer at once.
 */
export const copyFormatNames = {
  json: 'copy-json',
  yaml: 'copy-yaml',
  md: 'copy-md',
} as const satisfies Record<CopyFormat, string>;

/** The key under which an entry carries its file's text while the editor holds it. */
export const SOURCE_KEY = '__source';

/** The key of a Markdown file's body beside its frontmatter. */
export const BODY_KEY = 'body';

/** .prettierrc's printWidth. */
const WIDTH = 100;

type Data = Record<string, unknown>;

export interface CopyFileFormat {
  fromFile(text: string): Data;
  /** `fieldOrder`: the collection's top-level fields, which Decap passes along. */
  toFile(data: Data, fieldOrder?: readonly string[]): string;
}

const isRecord = (value: unknown): value is Data =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** An entry's values without the file text it carries. */
export const withoutSource = (data: Data): Data =>
  Object.fromEntries(Object.entries(data).filter(([key]) => key !== SOURCE_KEY));

const sourceOf = (data: Data): string | undefined =>
  typeof data[SOURCE_KEY] === 'string' ? data[SOURCE_KEY] : undefined;

/**
 * A value with its keys in the order of a model (the file as it was, else the fields' order):
 * Decap holds an entry in maps that do not keep their keys' order.
 */
function inOrderOf(value: unknown, model: unknown): unknown {
  if (Array.isArray(value)) {
    const models = Array.isArray(model) ? model : [];
    return value.map((item, index) => inOrderOf(item, models[index] ?? models[0]));
  }
  if (!isRecord(value)) return value;
  const modelKeys = isRecord(model) ? Object.keys(model) : [];
  const keys = [
    ...modelKeys.filter((key) => Object.hasOwn(value, key)),
    ...Object.keys(value).filter((key) => !modelKeys.includes(key)),
  ];
  return Object.fromEntries(
    keys.map((key) => [key, inOrderOf(value[key], isRecord(model) ? model[key] : undefined)]),
  );
}

/** The fields' order as a model: their names, in order. */
const fieldModel = (fieldOrder: readonly string[] = []): Data =>
  Object.fromEntries(fieldOrder.map((name) => [name, undefined]));

// JSON -------------------------------------------------------------------------------------------

/** Paths (`a.b.0`) of the objects a JSON file writes on one line: Prettier keeps them so. */
function inlineObjects(source: string): Set<string> {
  const inline = new Set<string>();
  const visit = (node: unknown, path: string) => {
    if (isMap(node)) {
      const [first] = node.items;
      const start = node.range?.[0];
      const firstKey = isScalar(first?.key) ? first.key.range?.[0] : undefined;
      if (start !== undefined && firstKey !== undefined) {
        if (!source.slice(start, firstKey).includes('\n')) inline.add(path);
      }
      for (const pair of node.items) {
        if (isScalar(pair.key)) visit(pair.value, join(path, String(pair.key.value)));
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => visit(item, join(path, String(index))));
    }
  };
  visit(parseDocument(source).contents, '');
  return inline;
}

/**
 * A JSON value as the copy files write it: characters a reader cannot see (the soft hyphens that
 * let long German words break) stay escaped, as the files have them, so a save changes no line it
 * did not edit and a reviewer sees them in a diff.
 */
const jsonText = (value: unknown): string =>
  (JSON.stringify(value) ?? '').replace(
    /[\u00ad\u200b-\u200d\u2060\ufeff]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

/**
 * JSON as Prettier prints it: an object stays on one line only where the file had it so and it
 * fits; a list goes on one line where it fits, unless it holds several objects (or lists) of
 * more than one entry each.
 */
function printJson(value: unknown, inline: ReadonlySet<string>): string {
  /** `indent`: the line's indentation; `column`: where the value starts; `after`: what follows it. */
  const print = (item: unknown, path: string, indent: number, column: number, after: number) => {
    if (Array.isArray(item)) return printList(item, path, indent, column, after);
    if (isRecord(item)) return printObject(item, path, indent, column, after);
    return jsonText(item);
  };
  const oneLine = (item: unknown, path: string): string | undefined => {
    if (Array.isArray(item)) {
      const parts = item.map((element, index) => oneLine(element, join(path, String(index))));
      return parts.every((part) => part !== undefined) ? `[${parts.join(', ')}]` : undefined;
    }
    if (isRecord(item)) {
      const entries = Object.entries(item);
      if (entries.length === 0) return '{}';
      if (!inline.has(path)) return undefined;
      const parts = entries.map(([key, element]) => {
        const printed = oneLine(element, join(path, key));
        return printed === undefined ? undefined : `${JSON.stringify(key)}: ${printed}`;
      });
      return parts.every((part) => part !== undefined) ? `{ ${parts.join(', ')} }` : undefined;
    }
    return jsonText(item);
  };
  const fits = (text: string | undefined, column: number, after: number): text is string =>
    text !== undefined && column + text.length + after <= WIDTH;
  const entriesOf = (element: unknown) =>
    Array.isArray(element) ? element.length : isRecord(element) ? Object.keys(element).length : 0;
  const printList = (
    list: unknown[],
    path: string,
    indent: number,
    column: number,
    after: number,
  ): string => {
    if (list.length === 0) return '[]';
    const alwaysBreaks =
      list.length > 1 &&
      list.every((element) => entriesOf(element) > 1) &&
      (list.every(Array.isArray) || list.every(isRecord));
    const single = oneLine(list, path);
    if (!alwaysBreaks && fits(single, column, after)) return single;
    const inner = indent + 2;
    const lines = list.map((element, index) => {
      const last = index === list.length - 1;
      const printed = print(element, join(path, String(index)), inner, inner, last ? 0 : 1);
      return `${' '.repeat(inner)}${printed}`;
    });
    return `[\n${lines.join(',\n')}\n${' '.repeat(indent)}]`;
  };
  const printObject = (
    object: Data,
    path: string,
    indent: number,
    column: number,
    after: number,
  ): string => {
    const entries = Object.entries(object);
    if (entries.length === 0) return '{}';
    const single = oneLine(object, path);
    if (fits(single, column, after)) return single;
    const inner = indent + 2;
    const lines = entries.map(([key, element], index) => {
      const lead = `${' '.repeat(inner)}${JSON.stringify(key)}: `;
      const last = index === entries.length - 1;
      return `${lead}${print(element, join(path, key), inner, lead.length, last ? 0 : 1)}`;
    });
    return `{\n${lines.join(',\n')}\n${' '.repeat(indent)}}`;
  };
  return `${print(value, '', 0, 0, 0)}\n`;
}

const json: CopyFileFormat = {
  fromFile: (text) => ({ ...(JSON.parse(text) as Data), [SOURCE_KEY]: text }),
  toFile: (data, fieldOrder) => {
    const source = sourceOf(data);
    const model = source ? (JSON.parse(source) as unknown) : fieldModel(fieldOrder);
    return printJson(
      inOrderOf(withoutSource(data), model),
      source ? inlineObjects(source) : new Set(),
    );
  },
};

// YAML -------------------------------------------------------------------------------------------

/**
 * A text YAML 1.1 would read as something else (a date, `yes`): quoted, since the site's build
 * reads "2025-03-15" unquoted as a date, not as the text its schema expects.
 */
function scalarFor(value: unknown): Scalar {
  const scalar = new Scalar(value);
  if (typeof value === 'string' && parse(stringify(value), { version: '1.1' }) !== value) {
    scalar.type = Scalar.QUOTE_SINGLE;
  }
  return scalar;
}

/** The file's node for a value, kept (with its comments and quotes) where the value is unchanged. */
function nodeFor(document: Document, node: unknown, value: unknown): Node {
  if (Array.isArray(value)) {
    const seq = isSeq(node) ? node : new YAMLSeq(document.schema);
    seq.items = value.map((item, index) => nodeFor(document, seq.items[index], item));
    return seq;
  }
  if (isRecord(value)) {
    const map = isMap(node) ? node : new YAMLMap(document.schema);
    const kept = map.items.filter(
      (pair) => isScalar(pair.key) && Object.hasOwn(value, String(pair.key.value)),
    );
    const keys = new Set(kept.map((pair) => String((pair.key as Scalar).value)));
    for (const pair of kept) {
      pair.value = nodeFor(document, pair.value, value[String((pair.key as Scalar).value)]);
    }
    const added = Object.entries(value)
      .filter(([key]) => !keys.has(key))
      .map(([key, item]) => document.createPair(key, nodeFor(document, undefined, item)));
    map.items = [...kept, ...added];
    return map;
  }
  if (isScalar(node) && node.value === value) return node;
  if (isScalar(node) && typeof value === 'string' && typeof node.value === 'string') {
    const changed = scalarFor(value);
    // A quoted text stays quoted; a plain one becomes quoted only where it must.
    if (node.type === Scalar.QUOTE_SINGLE || node.type === Scalar.QUOTE_DOUBLE) {
      changed.type = Scalar.QUOTE_SINGLE;
    }
    return changed;
  }
  return scalarFor(value);
}

function printYaml(values: Data, source: string | undefined): string {
  const document = source === undefined ? new Document({}) : parseDocument(source);
  document.contents = nodeFor(document, document.contents, values);
  return document.toString({ lineWidth: 0, minContentWidth: 0, singleQuote: true });
}

const yaml: CopyFileFormat = {
  fromFile: (text) => ({ ...((parse(text) ?? {}) as Data), [SOURCE_KEY]: text }),
  toFile: (data, fieldOrder) => {
    const source = sourceOf(data);
    const model = source ? (parse(source) as unknown) : fieldModel(fieldOrder);
    return printYaml(inOrderOf(withoutSource(data), model) as Data, source);
  },
};

// Markdown ---------------------------------------------------------------------------------------

const FRONTMATTER = /^---\n([\s\S]*?\n)?---\n([\s\S]*)$/;

function splitMarkdown(text: string): { frontmatter: string; body: string } {
  const [, frontmatter = '', rest = ''] = FRONTMATTER.exec(text) ?? [];
  return { frontmatter, body: rest.replace(/^\n/, '').trimEnd() };
}

/** A Markdown file: its frontmatter's values beside its body, as the schema and the editor see it. */
const markdown: CopyFileFormat = {
  fromFile: (text) => {
    const { frontmatter, body } = splitMarkdown(text);
    return { ...((parse(frontmatter) ?? {}) as Data), [BODY_KEY]: body, [SOURCE_KEY]: text };
  },
  toFile: (data, fieldOrder) => {
    const { [BODY_KEY]: body, ...values } = withoutSource(data);
    const source = sourceOf(data);
    const original = source ? splitMarkdown(source).frontmatter : undefined;
    const model = original === undefined ? fieldModel(fieldOrder) : (parse(original) as unknown);
    const frontmatter = printYaml(inOrderOf(values, model) as Data, original);
    const text = typeof body === 'string' ? body.trimEnd() : '';
    return `---\n${frontmatter}---\n${text === '' ? '' : `\n${text}\n`}`;
  },
};

export const copyFileFormats: Record<CopyFormat, CopyFileFormat> = { json, yaml, md: markdown };
