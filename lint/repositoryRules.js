/**
 * The repository's own lint rules, for what ESLint's built-in rules cannot say:
 * - `sentences-in-code`: `no-restricted-syntax` matches one node at a time against a regular
 *   expression, so it cannot count the words of a template literal across its `${…}` parts.
 * - `file-names` and `document-references` judge the whole repository (every file, not only the
 *   ones ESLint parses: Markdown, Astro, CSS, SQL, pictures), so they run once, on
 *   eslint.config.js, and report there.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A string of this many words or more is a sentence of copy, which belongs in a content file. */
const SENTENCE_WORDS = 10;

const wordCount = (text) => text.trim().split(/\s+/).length;

/** @type {import('eslint').Rule.RuleModule} */
const sentencesInCode = {
  meta: {
    type: 'problem',
    messages: {
      sentence:
        'A sentence of copy ({{words}} words) belongs in a content file (src/content/<collection>/<locale>…), where a translation finds it.',
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      const words = wordCount(text);
      if (words < SENTENCE_WORDS) return;
      // A list of CSS classes is not copy.
      const inClassName = context.sourceCode
        .getAncestors(node)
        .some((ancestor) => ancestor.type === 'JSXAttribute' && ancestor.name.name === 'className');
      if (!inClassName) context.report({ node, messageId: 'sentence', data: { words } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      // Each `${…}` counts as a word: "Start your ${days}-day free trial…".
      TemplateLiteral(node) {
        const parts = node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw);
        check(node, parts.join('x '));
      },
    };
  },
};

/** The files of the working tree git knows or would add (ignored ones left out), from its root. */
function repositoryFiles(cwd) {
  return execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file !== '' && existsSync(join(cwd, file)));
}

/** A path without its endings: "src/a/Thing.test.tsx" -> "src/a/Thing". */
const stem = (file) => file.replace(/\.[^/]*$/, '');

/** @type {import('eslint').Rule.RuleModule} */
const fileNames = {
  meta: {
    type: 'problem',
    messages: {
      clash:
        '{{names}} differ only by letter case: one would shadow the other on macOS and Windows.',
    },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const byFoldedName = new Map();
        for (const file of repositoryFiles(context.cwd)) {
          const folded = stem(file).toLowerCase();
          byFoldedName.set(folded, (byFoldedName.get(folded) ?? new Set()).add(stem(file)));
        }
        for (const names of byFoldedName.values()) {
          if (names.size > 1) {
            context.report({ node, messageId: 'clash', data: { names: [...names].join(', ') } });
          }
        }
      },
    };
  },
};

/** Documents a clone does not hold, cited by name or by section number. */
const outsideDocument =
  /PRODUCT\.md|TOOLING\.md|STYLE\.md|DESIGN\.md|spec §|spec section|[Dd]ecision \d+|§ ?\d/;

/** The files that may cite a document: code, styles, SQL, Markdown, HTML, CI and .env.example. */
const citingFile = /\.(ts|tsx|astro|js|css|sql|md|html)$|^\.ci\/|^\.env\.example$/;

/** "GitHub-style" anchors of a Markdown file's headings. */
function anchorsOf(markdownFile) {
  const headings = readFileSync(markdownFile, 'utf8').match(/^#{1,6} .+$/gm) ?? [];
  return new Set(
    headings.map((heading) =>
      heading
        .replace(/^#+ /, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N} -]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

/** The README is read through: it stays under this many characters. */
const README_MAX_CHARACTERS = 15_000;

/** @type {import('eslint').Rule.RuleModule} */
const documentReferences = {
  meta: {
    type: 'problem',
    messages: {
      outside: '{{where}} cites a document the repository does not contain.',
      anchor: '{{where}} points at {{target}}, a heading that document does not have.',
      readme: 'README.md has {{length}} characters: keep it under {{max}}, short enough to read.',
    },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        // This file names the outside documents it looks for.
        const { cwd } = context;
        const files = repositoryFiles(cwd).filter(
          (file) => citingFile.test(file) && file !== 'lint/repositoryRules.js',
        );
        for (const file of files) {
          const text = readFileSync(join(cwd, file), 'utf8');
          text.split('\n').forEach((line, index) => {
            if (outsideDocument.test(line)) {
              const where = `${file}:${index + 1}`;
              context.report({ node, messageId: 'outside', data: { where } });
            }
          });
          for (const [target, document, anchor] of text.matchAll(/(docs\/[\w-]+\.md)#([\w-]+)/g)) {
            const path = join(cwd, document);
            if (!existsSync(path) || !anchorsOf(path).has(anchor)) {
              context.report({ node, messageId: 'anchor', data: { where: file, target } });
            }
          }
        }
        const { length } = readFileSync(join(cwd, 'README.md'), 'utf8');
        if (length >= README_MAX_CHARACTERS) {
          context.report({
            node,
            messageId: 'readme',
            data: { length, max: README_MAX_CHARACTERS },
          });
        }
      },
    };
  },
};

/**
 * Deep imports the packages document although they publish no `exports` map: Ajv's draft 2020-12
 * class and semver's one-function modules.
 */
const documentedDeepImports = { ajv: /^dist\/2020$/, semver: /^functions\/[a-z-]+\.js$/ };

/** A bare specifier's package and the path inside it: "@a/b/c/d" -> ["@a/b", "c/d"]. */
function packagePath(specifier) {
  const parts = specifier.split('/');
  const length = specifier.startsWith('@') ? 2 : 1;
  return [parts.slice(0, length).join('/'), parts.slice(length).join('/')];
}

/** Whether a package's `exports` map (or its documented deep imports) offers `subpath`. */
function isPublic(name, subpath, cwd) {
  const file = join(cwd, 'node_modules', name, 'package.json');
  if (!existsSync(file)) return true;
  const { exports } = JSON.parse(readFileSync(file, 'utf8'));
  if (exports === undefined) return documentedDeepImports[name]?.test(subpath) ?? false;
  if (typeof exports === 'string' || Array.isArray(exports)) return false;
  const keys = Object.keys(exports);
  if (!keys.every((key) => key.startsWith('.'))) return false;
  const wanted = `./${subpath}`;
  return keys.some((key) => {
    if (key === wanted) return true;
    const [before, after = ''] = key.split('*');
    return key.includes('*') && wanted.startsWith(before) && wanted.endsWith(after);
  });
}

/**
 * `package-internals`: no import of a file inside a package that the package does not publish
 * (its `exports` map, or a documented deep import): such a file can move in any minor release.
 */
const packageInternals = {
  meta: {
    type: 'problem',
    messages: {
      internal:
        '{{specifier}} is a private file of {{name}}: import what the package publishes ({{name}} or a path of its "exports").',
    },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const specifier = node?.value;
      if (typeof specifier !== 'string' || /^(\.|\/|node:|astro:|virtual:)/.test(specifier)) return;
      const [name, subpath] = packagePath(specifier);
      if (subpath === '' || isPublic(name, subpath, context.cwd)) return;
      context.report({ node, messageId: 'internal', data: { specifier, name } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const repositoryRules = {
  rules: {
    'package-internals': packageInternals,
    'sentences-in-code': sentencesInCode,
    'file-names': fileNames,
    'document-references': documentReferences,
  },
};
