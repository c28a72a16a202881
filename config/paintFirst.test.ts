// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deferModuleScripts, paintFirstLoader } from './paintFirst';

const src = '/assets/SiteLayout.astro_astro_type_script_index_0_lang.AbC123.js';

describe('deferModuleScripts', () => {
  it('turns an external module script into an inline loader of the same file', () => {
    const html = `<main>Hi</main><script type="module" src="${src}"></script></body>`;
    const deferred = deferModuleScripts(html);
    expect(deferred).not.toContain(`src="${src}"`);
    expect(deferred).toBe(
      `<main>Hi</main><script type="module">${paintFirstLoader(src)}</script></body>`,
    );
  });

  it('leaves inline scripts and JSON-LD as they are', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script type="module">console.log(1)</script>';
    expect(deferModuleScripts(html)).toBe(html);
  });
});

describe('paintFirstLoader', () => {
  it('imports the script only after the load event and the first contentful paint', async () => {
    const imported: string[] = [];
    let reportPaint: (() => void) | undefined;
    const fakeWindow = {
      document: { readyState: 'loading' },
      listeners: [] as (() => void)[],
      addEventListener(type: string, listener: () => void) {
        if (type === 'load') this.listeners.push(listener);
      },
      PerformanceObserver: class {
        static supportedEntryTypes = ['paint'];
        constructor(callback: (list: { getEntriesByName: () => unknown[] }) => void) {
          reportPaint = () => callback({ getEntriesByName: () => [{}] });
        }
        observe() {}
        disconnect() {}
      },
    };
    // The loader as the page runs it, with the page's window and import() supplied.
    const code = paintFirstLoader(src)
      .replace('window', 'fakeWindow')
      .replace(/import\(/, 'record(');
    new Function('fakeWindow', 'record', code)(fakeWindow, (url: string) => imported.push(url));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    reportPaint?.();
    await settle();
    expect(imported).toEqual([]);
    fakeWindow.listeners.forEach((listener) => listener());
    await settle();
    expect(imported).toEqual([src]);
  });
});
