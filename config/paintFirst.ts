import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { transformSync } from 'esbuild';
import { afterFirstPaint } from '../src/components/layout/afterFirstPaint';

const externalModuleScript = /<script\s+type="module"\s+src="([^"]+)"\s*><\/script>/g;

/**
 * The inline module that loads `src` once the page has painted: the loader from
 * src/components/layout/afterFirstPaint.ts, written out as source.
 */
export function paintFirstLoader(src: string): string {
  const source = `(${afterFirstPaint.toString()})(() => import(${JSON.stringify(src)}));`;
  return transformSync(source, { minify: true, target: 'es2022' }).code.trim();
}

/**
 * Every external module script of a page becomes an inline loader that imports it after the
 * first paint. Astro writes a page's bundled script as `<script type="module" src>`, which the
 * browser fetches at high priority while the page is still rendering, and which runs before the
 * first paint when the page loads fast; Astro has no option to hold a script back, so the build
 * rewrites the tag. The CSP hash of each inline loader is computed from the built files.
 */
export function deferModuleScripts(html: string): string {
  return html.replace(externalModuleScript, (_tag, src: string) => {
    return `<script type="module">${paintFirstLoader(src)}</script>`;
  });
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The Astro integration: adds `client:after-paint` for islands, and rewrites the built pages in
 * place.
 */
export function paintFirst(): AstroIntegration {
  return {
    name: 'adhelm-paint-first',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'after-paint',
          entrypoint: fileURLToPath(
            new URL('../src/components/layout/afterPaintDirective.ts', import.meta.url),
          ),
        });
      },
      'astro:build:done': ({ dir, logger }) => {
        let pages = 0;
        for (const file of htmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(file, 'utf8');
          const deferred = deferModuleScripts(html);
          if (deferred === html) continue;
          writeFileSync(file, deferred);
          pages++;
        }
        logger.info(`Scripts of ${pages} pages load after the first paint.`);
      },
    },
  };
}
