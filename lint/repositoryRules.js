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

export const repositoryRules = {
  rules: {
    'sentences-in-code': sentencesInCode,
    'file-names': fileNames,
    'document-references': documentReferences,
  },
};
