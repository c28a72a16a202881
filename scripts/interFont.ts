/**
 * The site's Inter: @fontsource-variable/inter's faces, except that its Latin file, the one every
 * page preloads, is cut down to the characters the site's own text uses and to the weights its
 * styles use. The rest of that file's characters stay reachable through the full file under a
 * unicode-range of its own, which a browser downloads only for a page that shows one of them.
 * harfbuzz (through subset-font) does the cutting; the unicode-range arithmetic is written here,
 * since it is a few lines over code points and no package does just that.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const repoRoot = resolve(import.meta.dirname, '..');

/** Regular to bold: the weights the styles use (`font-medium`, `font-semibold`, `font-bold`). */
export const interWeights = { min: 400, max: 700 } as const;

/** Where `npm run fonts` writes, and what src/styles.css and the layout import. */
export const interFiles = {
  css: join(repoRoot, 'src', 'fonts', 'inter.css'),
  subset: join(repoRoot, 'src', 'fonts', 'inter-site.woff2'),
} as const;

const fontsourceFaces = '@fontsource-variable/inter/wght.css';
const latinFile = 'inter-latin-wght-normal.woff2';

type FontsourceFace = ReturnType<typeof readFontsourceFaces>[number];

/** The faces @fontsource-variable/inter declares for its variable upright font. */
export function readFontsourceFaces() {
  const css = readFileSync(require.resolve(fontsourceFaces), 'utf8');
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => {
    const file = /url\(\.\/files\/([^)]+)\)/.exec(body)?.[1];
    const unicodeRange = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    if (!file || !unicodeRange) throw new Error(`Unexpected @font-face in ${fontsourceFaces}.`);
    return { file, unicodeRange: unicodeRange.trim() };
  });
}

/** Every code point of a CSS unicode-range value (`U+0000-00FF,U+0131,U+4??`). */
export function codePointsOf(unicodeRange: string): Set<number> {
  const points = new Set<number>();
  for (const token of unicodeRange.split(',')) {
    const match = /^\s*U\+([0-9A-F?]+)(?:-([0-9A-F]+))?\s*$/i.exec(token);
    if (!match?.[1]) throw new Error(`Not a unicode-range: ${token}`);
    const start = Number.parseInt(match[1].replaceAll('?', '0'), 16);
    const end = Number.parseInt(match[2] ?? match[1].replaceAll('?', 'F'), 16);
    for (let point = start; point <= end; point++) points.add(point);
  }
  return points;
}

/** The shortest unicode-range value for a set of code points. */
export function unicodeRangeOf(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  const ranges: string[] = [];
  for (let index = 0; index < sorted.length;) {
    const start = sorted[index] ?? 0;
    let end = start;
    while (sorted[index + 1] === end + 1) end = sorted[++index] ?? end;
    index++;
    ranges.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  }
  return ranges.join(', ');
}

const textFile = /\.(ts|tsx|astro|md|mdx|json)$/;
const notShipped = /\.test\.tsx?$|\.testkit\.tsx?$/;

/**
 * The characters of the Latin file that the site can show: printable ASCII (what a visitor types)
 * and every character written in the site's sources (copy lives in src/content, a few symbols in
 * the components, the number formats in shared/).
 */
export function siteCharacters(
  latin: FontsourceFace,
  sourceDirs = [join(repoRoot, 'src'), join(repoRoot, 'shared')],
): number[] {
  const covered = codePointsOf(latin.unicodeRange);
  const points = new Set<number>();
  for (let point = 0x20; point <= 0x7e; point++) points.add(point);
  const entries = sourceDirs.flatMap((dir) =>
    readdirSync(dir, { withFileTypes: true, recursive: true }),
  );
  for (const entry of entries) {
    if (!entry.isFile() || !textFile.test(entry.name) || notShipped.test(entry.name)) continue;
    for (const character of readFileSync(join(entry.parentPath, entry.name), 'utf8')) {
      const point = character.codePointAt(0) ?? 0;
      if (point > 0x7e && covered.has(point)) points.add(point);
    }
  }
  return [...points].sort((a, b) => a - b);
}

export function latinFace(faces: readonly FontsourceFace[]): FontsourceFace {
  const latin = faces.find((face) => face.file === latinFile);
  if (!latin) throw new Error(`${fontsourceFaces} no longer declares ${latinFile}.`);
  return latin;
}

/** The Latin file cut down to `points` and to interWeights, as WOFF2. */
export async function subsetInter(points: readonly number[]): Promise<Buffer> {
  const source = readFileSync(require.resolve(`@fontsource-variable/inter/files/${latinFile}`));
  return subsetFont(source, String.fromCodePoint(...points), {
    targetFormat: 'woff2',
    variationAxes: { wght: interWeights },
  });
}

function fontFaceRule(url: string, unicodeRange: string): string {
  return [
    '@font-face {',
    "  font-family: 'Inter Variable';",
    '  font-style: normal;',
    '  font-display: optional;',
    `  font-weight: ${interWeights.min} ${interWeights.max};`,
    `  src: url('${url}') format('woff2-variations');`,
    `  unicode-range: ${unicodeRange};`,
    '}',
  ].join('\n');
}

/**
 * src/fonts/inter.css: the subset first, then fontsource's faces with the subset's characters
 * taken out of the Latin one. Every face declares the same weights, so that a browser treats them
 * as one font split by character rather than as rival fonts.
 */
export async function renderInterCss(
  faces: readonly FontsourceFace[],
  points: readonly number[],
): Promise<string> {
  const inSubset = new Set(points);
  const rules = [fontFaceRule('./inter-site.woff2', unicodeRangeOf(points))];
  for (const face of faces) {
    const range =
      face.file === latinFile
        ? unicodeRangeOf([...codePointsOf(face.unicodeRange)].filter((p) => !inSubset.has(p)))
        : unicodeRangeOf(codePointsOf(face.unicodeRange));
    rules.push(fontFaceRule(`@fontsource-variable/inter/files/${face.file}`, range));
  }
  const css = `/* Written by \`npm run fonts\` (scripts/write-inter-font.ts) from the site's text. */\n\n${rules.join('\n\n')}\n`;
  // Formatted as the repository's format check expects.
  return format(css, { ...(await resolveConfig(interFiles.css)), filepath: interFiles.css });
}
