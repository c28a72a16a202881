import { describe, expect, it } from 'vitest';
import { editorPage } from './editorPage';

describe("the editor's page", () => {
  const page = editorPage(['/admin/site.css'], '/admin/editor.css');

  it('is kept out of search engines', () => {
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('runs only scripts from /admin, the editor’s own before Decap’s, none inline', () => {
    const scripts = [...page.matchAll(/<script([^>]*)>/g)].map(([, attributes]) => attributes);
    expect(scripts).toEqual([' src="/admin/editor.js"', ' src="/admin/decap-cms.js"']);
  });

  it('names its configuration and the stylesheets the previews wear', () => {
    expect(page).toContain('<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">');
    expect(page).toContain('<meta name="preview-stylesheet" content="/admin/site.css">');
  });

  it('wears the site’s name and colours, in a stylesheet of its own', () => {
    expect(page).toContain('<link rel="stylesheet" href="/admin/editor.css">');
    expect(page).toMatch(/<title>\S+ · Editor<\/title>/);
  });
});
