import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const textFiles = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|astro|js|css|sql|md|html)$|^\.ci\/|^\.env\.example$/.test(file))
  .filter((file) => existsSync(file) && file !== 'scripts/docReferences.test.ts');

/** Documents a clone does not hold, cited by name or by section number. */
const outsideDocument =
  /PRODUCT\.md|TOOLING\.md|STYLE\.md|DESIGN\.md|spec §|spec section|[Dd]ecision \d+|§ ?\d/;

/** "GitHub-style" anchors of a Markdown file's headings. */
function anchorsOf(markdownFile: string): Set<string> {
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

describe('references to documents', () => {
  it('never cite a document the repository does not contain', () => {
    const citing = textFiles.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ file, line: index + 1, text: line.trim() }))
        .filter(({ text }) => outsideDocument.test(text))
        .map(({ file: name, line }) => `${name}:${line}`),
    );
    expect(citing).toEqual([]);
  });

  it('point only at headings docs/ has', () => {
    const broken: string[] = [];
    for (const file of textFiles) {
      const text = readFileSync(file, 'utf8');
      for (const [, document, anchor] of text.matchAll(/(docs\/[\w-]+\.md)#([\w-]+)/g)) {
        if (!document || !anchor) continue;
        if (!existsSync(document) || !anchorsOf(document).has(anchor)) {
          broken.push(`${file}: ${document}#${anchor}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('the README', () => {
  it('stays short enough to read through: under 15,000 characters', () => {
    expect(readFileSync('README.md', 'utf8').length).toBeLessThan(15_000);
  });
});
