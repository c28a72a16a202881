import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codePointsOf,
  interFiles,
  interWeights,
  latinFace,
  readFontsourceFaces,
  renderInterCss,
  siteCharacters,
  subsetInter,
  unicodeRangeOf,
} from './interFont';

const faces = readFontsourceFaces();
const latin = latinFace(faces);
const points = siteCharacters(latin);
const rerun = 'Run `npm run fonts` to write it again.';

describe('unicode-range arithmetic', () => {
  it('reads single points, ranges and wildcards', () => {
    expect([...codePointsOf('U+0131')]).toEqual([0x131]);
    expect([...codePointsOf('U+0152-0153, U+2212')]).toEqual([0x152, 0x153, 0x2212]);
    expect(codePointsOf('U+??').size).toBe(256);
    expect(codePointsOf('U+4??').has(0x4ff)).toBe(true);
    expect(() => codePointsOf('latin')).toThrow(/Not a unicode-range/);
  });

  it('writes the shortest value that reads back as the same points', () => {
    expect(unicodeRangeOf([0x41, 0x20, 0x21, 0x22, 0x41])).toBe('U+0020-0022, U+0041');
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 0xffff }), { minLength: 1 }), (set) => {
        expect([...codePointsOf(unicodeRangeOf(set))].sort((a, b) => a - b)).toEqual(
          [...set].sort((a, b) => a - b),
        );
      }),
    );
  });
});

describe('the site subset of Inter', () => {
  it('covers printable ASCII and stays inside the Latin file', () => {
    const covered = codePointsOf(latin.unicodeRange);
    for (let point = 0x20; point <= 0x7e; point++) expect(points).toContain(point);
    for (const point of points) expect(covered.has(point)).toBe(true);
  });

  it('takes characters from the shipped sources and leaves tests out', () => {
    const dir = mkdtempSync(join(tmpdir(), 'inter-characters-'));
    try {
      mkdirSync(join(dir, 'content'));
      writeFileSync(join(dir, 'content', 'copy.ts'), "export const line = 'Café';");
      writeFileSync(join(dir, 'content', 'copy.test.ts'), "expect('Ünïcode').toBe('x');");
      const found = siteCharacters(latin, [dir]);
      expect(found).toContain('é'.codePointAt(0));
      expect(found).not.toContain('Ü'.codePointAt(0));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('splits the Latin file between the subset and the full file without overlap or gap', async () => {
    const css = await renderInterCss(faces, points);
    const ranges = [...css.matchAll(/src: url\('([^']+)'\)[^;]*;\s*unicode-range:\s*([^;]+);/g)];
    const rangeOf = (file: string) => {
      const found = ranges.find(([, url]) => url?.endsWith(file))?.[2];
      if (!found) throw new Error(`No face for ${file}`);
      return codePointsOf(found);
    };
    const subset = rangeOf('inter-site.woff2');
    const rest = rangeOf(latin.file);
    expect([...subset].filter((point) => rest.has(point))).toEqual([]);
    expect(new Set([...subset, ...rest])).toEqual(codePointsOf(latin.unicodeRange));
    expect(ranges).toHaveLength(faces.length + 1);
    expect(css.match(/font-weight: 400 700;/g)).toHaveLength(faces.length + 1);
  });

  it('is written from the current text of the site', async () => {
    const written = readFileSync(interFiles.css, 'utf8');
    expect(written, `src/fonts/inter.css is out of date. ${rerun}`).toBe(
      await renderInterCss(faces, points),
    );
    const font = readFileSync(interFiles.subset);
    expect(
      Buffer.compare(font, await subsetInter(points)),
      `src/fonts/inter-site.woff2 is out of date. ${rerun}`,
    ).toBe(0);
    // The point of the subset: well under half of the 48 kB Latin file.
    expect(font.length).toBeLessThan(24_000);
  });
});

describe('the weights the styles ask for', () => {
  const outside =
    /\bfont-(?:thin|extralight|light|extrabold|black)\b|\bfont-\[\d+\]|font-weight:\s*(\d+)/g;

  it(`stay within ${interWeights.min}–${interWeights.max}, the weights the subset keeps`, () => {
    const srcDir = resolve(import.meta.dirname, '..', 'src');
    const found: string[] = [];
    for (const entry of readdirSync(srcDir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !/\.(tsx?|astro|css)$/.test(entry.name)) continue;
      const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
      for (const match of text.matchAll(outside)) {
        const weight = match[1] ? Number(match[1]) : undefined;
        if (weight !== undefined && weight >= interWeights.min && weight <= interWeights.max)
          continue;
        found.push(`${entry.name}: ${match[0]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
