import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '../../../shared/language/locales';
import { readMarkdownFile } from '../readContentFile';
import { caseStudyFileSchema, caseStudyFrom, type CaseStudy } from './caseStudyCopy';

/**
 * The case studies of one language, read from their Markdown files where no content collection
 * runs: the route list, its tests and scripts. The folder is found from the repository's root,
 * since Astro's build moves this module into a bundle elsewhere; the pages read the same files
 * through the `cases` collection (src/content.config.ts).
 */
export function readCaseFiles(locale: Locale): CaseStudy[] {
  const folder = join(process.cwd(), 'src', 'content', 'cases', locale);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => {
      const url = pathToFileURL(join(folder, file));
      const { data, body } = readMarkdownFile(url, caseStudyFileSchema);
      return caseStudyFrom(basename(file, '.md'), data, body, locale);
    });
}
