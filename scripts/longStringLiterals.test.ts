import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { longStringLiterals } from './longStringLiterals';

/**
 * Sentences of copy belong in content files (src/content/<collection>/<language>…), where a
 * translation finds them. The ceiling only ever comes down, towards at most ten labels that an
 * island needs inline.
 */
const CEILING = 3;

const sourceFiles = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'src'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file));

describe('copy in TypeScript', () => {
  it(`keeps string literals of ten or more words under src/ at or below ${CEILING}`, () => {
    const found = sourceFiles.flatMap((file) => longStringLiterals(file));
    expect(
      found.length,
      found.map(({ file, line }) => `${file}:${line}`).join('\n'),
    ).toBeLessThanOrEqual(CEILING);
  });

  it('counts sentences in strings and templates, and not class lists or short labels', () => {
    const source = [
      "const a = 'This sentence has exactly ten words in it, you see.';",
      'const b = `Start your ${days}-day free trial today, with no setup fees at all`;',
      "const c = 'Cookie settings';",
      'const d = <p className="flex items-center gap-2 text-sm font-medium text-muted px-2 py-1 mx-auto">x</p>;',
    ].join('\n');
    expect(longStringLiterals('example.tsx', source).map(({ line }) => line)).toEqual([1, 2]);
  });
});
