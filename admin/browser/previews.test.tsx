import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readCopy, readEntries } from '../../shared/copy/readCopy';
import { BODY_KEY } from '../copyFormats';
import { readSavedCopy } from '../savedCopy';
import type { previewHtml as PreviewHtml } from './previews';
import { fileProblems } from './entryCheck';

/**
 * A preview is the page a visitor would read with the draft saved: the draft's words where it is
 * edited, the saved copy of the same language everywhere else, placeholders filled.
 */
let previewHtml: typeof PreviewHtml;

beforeAll(async () => {
  vi.stubGlobal('SAVED_COPY', readSavedCopy());
  ({ previewHtml } = await import('./previews'));
});

const germanHome = readCopy('home', 'de');
const germanClosing = readCopy('closingCta', 'de');

describe('the preview of a draft', () => {
  it('shows the German home page with the draft heading among the saved German words', () => {
    const draft = { ...germanHome, hero: { ...germanHome.hero, headlineLead: 'Neuer Titel für' } };
    const html = previewHtml('home', 'de', draft, 'de');
    expect(html).toContain('Neuer Titel für');
    expect(html).not.toContain(germanHome.hero.headlineLead);
    expect(html).toContain(germanClosing.heading);
    // The seller count is filled in, as on the site; no placeholder reaches the writer.
    expect(html).not.toMatch(/\{\w+\}/);
  });

  it('says what the schema refuses, in the editor’s words, instead of showing a broken page', () => {
    const draft = { ...germanHome, hero: undefined };
    const file = 'src/content/home/de.json';
    const problems = fileProblems({ collection: 'home', locale: 'de', file, data: draft });
    const html = previewHtml('home', 'de', draft, 'de', problems);
    expect(html).toContain('Deutsch · Top of the page');
    expect(html).toContain('Preview: Deutsch');
    expect(html).not.toContain(germanClosing.heading);
  });

  it('shows a case with its draft challenge and the other saved cases beside it', () => {
    const [edited, other] = readEntries('cases', 'de');
    if (!edited || !other) throw new Error('Two German cases are needed.');
    const draft = { ...edited.data, [BODY_KEY]: 'Ein neuer erster Absatz.' };
    const html = previewHtml('cases', 'de', draft, edited.id);
    expect(html).toContain('Ein neuer erster Absatz.');
    expect(html).toContain(other.data.title);
  });
});
