/**
 * `npm run fonts`: writes src/fonts/inter-site.woff2 and src/fonts/inter.css (scripts/interFont.ts).
 * Run it after adding a character to the site's text; a unit test says when it is due.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  interFiles,
  latinFace,
  readFontsourceFaces,
  renderInterCss,
  siteCharacters,
  subsetInter,
} from './interFont';

const faces = readFontsourceFaces();
const points = siteCharacters(latinFace(faces));
const font = await subsetInter(points);
mkdirSync(dirname(interFiles.subset), { recursive: true });
writeFileSync(interFiles.subset, font);
writeFileSync(interFiles.css, await renderInterCss(faces, points));
console.log(`${interFiles.subset}: ${points.length} characters, ${font.length} bytes.`);
