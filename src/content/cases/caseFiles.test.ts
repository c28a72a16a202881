import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localisedPath, locales } from '../../../shared/language/locales';
import { routesIn } from '../../../test/siteRoutes';
import { copyCollections } from '../../../shared/copy/collections';
import { readEntries } from '../../../shared/copy/readCopy';
import { caseStudies } from '../../../test/siteCopy';
import { challengeParagraphs } from '../../sections/case-study/caseStudy';

const caseStudyFileSchema = copyCollections.cases.schema;

const filesIn = (locale: string) =>
  readdirSync(join(process.cwd(), 'src', 'content', 'cases', locale)).filter((file) =>
    file.endsWith('.md'),
  );
const [firstEntry] = readEntries('cases', 'en');
if (!firstEntry) throw new Error('No case study in English.');
const first = firstEntry.data;

describe.each(locales)('the cases collection in %s', (locale) => {
  const cases = caseStudies(locale);

  it('is every Markdown file in its folder, each a case with its page, its cover and no other', () => {
    const files = filesIn(locale);
    expect(files.length).toBeGreaterThan(0);
    expect(files.sort()).toEqual(filesIn('en').sort());
    expect(cases.map((caseStudy) => `${caseStudy.id}.md`)).toEqual([...files].sort());
    const casePages = routesIn(locale).filter((route) => route.basePath.startsWith('/case/'));
    expect(casePages.map((route) => route.path)).toEqual(
      cases.map((caseStudy) => localisedPath(locale, `/case/${caseStudy.id}`)),
    );
    for (const caseStudy of cases) {
      expect(existsSync(join(process.cwd(), 'public', caseStudy.image.src)), caseStudy.id).toBe(
        true,
      );
    }
  });
});

describe('a case file', () => {
  it('fails a case whose page title is too long for search results, naming the field', () => {
    const result = caseStudyFileSchema.safeParse({
      ...first,
      seo: { ...first.seo, title: 'x'.repeat(121) },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['seo', 'title']);
  });

  it('fails a case whose date is not an ISO date, or is one YAML would read as a date', () => {
    expect(caseStudyFileSchema.safeParse({ ...first, date: '15 Mar 2025' }).success).toBe(false);
    expect(caseStudyFileSchema.safeParse({ ...first, date: new Date() }).success).toBe(false);
  });

  it('reads the body as plain paragraphs and refuses Markdown the page would print as it is', () => {
    expect(challengeParagraphs('x', 'One\nline.\n\nTwo.\n')).toEqual(['One line.', 'Two.']);
    expect(() => challengeParagraphs('x', '\n\n')).toThrow(/empty/);
    expect(() => challengeParagraphs('x', 'Some **bold** words.')).toThrow(
      /Markdown in the challenge/,
    );
  });
});
