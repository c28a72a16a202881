import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const trackedFiles = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file !== '');

/** A path without its endings: "src/a/Thing.test.tsx" -> "src/a/Thing". */
const stem = (file: string) => file.replace(/\.[^/]*$/, '');

const isTestFile = (file: string) =>
  /\.(test|spec|testkit)\.tsx?$/.test(file) || /^(test|e2e)\//.test(file);

describe('file names', () => {
  it('never differ only by letter case (one would shadow the other on macOS and Windows)', () => {
    const byFoldedName = new Map<string, Set<string>>();
    for (const file of trackedFiles) {
      const folded = stem(file).toLowerCase();
      byFoldedName.set(folded, (byFoldedName.get(folded) ?? new Set()).add(stem(file)));
    }
    const clashes = [...byFoldedName.values()].filter((names) => names.size > 1).map((s) => [...s]);
    expect(clashes).toEqual([]);
  });

  it('keep test helpers under test/ or in *.testkit.ts files, out of the production folders', () => {
    const helpersInProduction = trackedFiles.filter(
      (file) =>
        /\.(ts|tsx)$/.test(file) &&
        !isTestFile(file) &&
        /from 'vitest'|from "vitest"/.test(readFileSync(file, 'utf8')),
    );
    expect(helpersInProduction).toEqual([]);
  });
});
