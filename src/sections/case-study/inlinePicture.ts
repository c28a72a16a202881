/**
 * A picture that is a page's largest paint (a case study's cover, the first card of /cases),
 * written into the page's HTML as a `data:` address, read from public/ at build time: it then
 * paints with the page's first frame instead of a round trip later on a slow connection. An SVG
 * stays text (mini-svg-data-uri escapes only what a data: address cannot carry), so the HTML's
 * compression still works on it: a cover adds about 3.5 kB to a compressed page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import svgToMiniDataURI from 'mini-svg-data-uri';

/** Each picture read once per build, however many pages and variants carry it. */
const inlined = new Map<string, string>();

export function inlinePicture(src: string): string {
  if (!src.endsWith('.svg')) return src;
  let data = inlined.get(src);
  if (data === undefined) {
    data = svgToMiniDataURI(readFileSync(join(process.cwd(), 'public', src), 'utf8'));
    inlined.set(src, data);
  }
  return data;
}
