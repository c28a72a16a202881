import { describe, expect, it } from 'vitest';
import { fillLegalHtml, legalHeadings, splitAtFirstSection } from './legalHtml';

const meta = {
  title: 'Privacy Policy',
  lastModified: '2026-11-25',
  thirdPartyServices: { withVendors: ['Chat after <consent>.'], withoutVendors: ['No scripts.'] },
};

describe('fillLegalHtml', () => {
  it('fills names in text and in link addresses, escaped', () => {
    const html = '<p>Write to <a href="mailto:%7Bemail%7D">{email}</a> at {brand}.</p>';
    expect(fillLegalHtml(html, meta, { email: 'a@b.co', brand: 'A&B' }, false)).toBe(
      '<p>Write to <a href="mailto:a@b.co">a@b.co</a> at A&amp;B.</p>',
    );
  });

  it('says what this build does of third-party scripts', () => {
    const html = '<p>{thirdPartyServices}</p>';
    expect(fillLegalHtml(html, meta, {}, true)).toBe('<p>Chat after &lt;consent&gt;.</p>');
    expect(fillLegalHtml(html, meta, {}, false)).toBe('<p>No scripts.</p>');
  });

  it('fails on a name with no value', () => {
    expect(() => fillLegalHtml('<p>{trialDays}</p>', meta, {}, false)).toThrow('{trialDays}');
  });
});

describe('legalHeadings and splitAtFirstSection', () => {
  it('lists the numbered sections without their numbers, and splits the intro off', () => {
    const headings = [
      { depth: 2, slug: '1-definitions', text: '1. Definitions' },
      { depth: 3, slug: 'detail', text: 'Detail' },
    ];
    expect(legalHeadings(headings)).toEqual([{ id: '1-definitions', heading: 'Definitions' }]);
    expect(splitAtFirstSection('<p>Intro</p><h2 id="a">A</h2><p>x</p>')).toEqual({
      intro: '<p>Intro</p>',
      sections: '<h2 id="a">A</h2><p>x</p>',
    });
  });
});
