// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkTranslations, englishOnlyCollections } from './translations';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A content folder holding only English files: `{ 'team-console': { greeting: 'Hello' } }`. */
function englishOnlyContent(collections: Record<string, object>): string {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  roots.push(root);
  mkdirSync(join(root, 'translations'));
  writeFileSync(join(root, 'translations/same-in-every-language.json'), '[]');
  for (const [name, copy] of Object.entries(collections)) {
    mkdirSync(join(root, name));
    writeFileSync(join(root, name, 'en.json'), JSON.stringify(copy));
  }
  return root;
}

describe('the translation check', () => {
  it('leaves the team console out: it is English only', () => {
    expect(englishOnlyCollections).toContain('team-console');
    expect(englishOnlyCollections).toContain('team-messages');
    const root = englishOnlyContent({
      'team-console': { heading: 'Team console' },
      'team-messages': { signInRequired: 'Sign in first.' },
    });
    expect(checkTranslations(root)).toEqual([]);
  });

  it('still asks every other collection for every language', () => {
    const root = englishOnlyContent({ home: { heading: 'Home' } });
    const missing = checkTranslations(root).map(({ locale, file }) => [locale, file]);
    expect(missing).toEqual(
      ['de', 'fr', 'it', 'es'].map((locale) => [locale, join(root, 'home', `${locale}.json`)]),
    );
  });

  it('finds nothing missing in the site’s own content', () => {
    expect(checkTranslations(join(process.cwd(), 'src/content'))).toEqual([]);
  });
});
