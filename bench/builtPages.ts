/**
 * The built site as files: its pages (pricing.html is /pricing, as the server serves it), which of them ask search
 * engines not to index them, and the floor variant — the same pages with every script except
 * JSON-LD and every modulepreload removed, the fastest this HTML and CSS can be.
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pagesOf } from '../server/http/staticRules';
import { defaultLocale, locales } from '../shared/language/locales';

export interface SitePage {
  route: string;
  file: string;
  noindex: boolean;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The pages Lighthouse measures unless BENCH_ROUTES names others: every English page, and the
 * home and pricing pages of one other language (German: its words run longest), which share
 * their code and layout with the rest.
 */
export const benchmarkedByDefault = (route: string): boolean =>
  !locales.some((locale) => locale !== defaultLocale && isUnder(route, `/${locale}`)) ||
  route === '/de' ||
  route === '/de/pricing';

const isUnder = (route: string, prefix: string) =>
  route === prefix || route.startsWith(`${prefix}/`);

export function sitePages(distDir: string): SitePage[] {
  const siteFiles = htmlFiles(distDir).map((file) => relative(distDir, file).split(sep).join('/'));
  return [...pagesOf(siteFiles)]
    .map(([route, siteFile]) => {
      const file = join(distDir, siteFile);
      const noindex = /<meta[^>]+name=["']?robots["']?[^>]+noindex/i.test(
        readFileSync(file, 'utf8'),
      );
      return { route, file, noindex };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

const scriptTag = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const modulePreload = /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi;
const isJsonLd = (attributes: string) => /type=["']?application\/ld\+json/i.test(attributes);

export interface FloorBuild {
  dir: string;
  pages: number;
  scriptsRemoved: number;
  modulePreloadsRemoved: number;
}

/** Copies `distDir` to `floorDir` and strips the scripts, re-compressing what it changed. */
export function buildFloor(distDir: string, floorDir: string): FloorBuild {
  rmSync(floorDir, { recursive: true, force: true });
  cpSync(distDir, floorDir, { recursive: true });
  const floor: FloorBuild = {
    dir: floorDir,
    pages: 0,
    scriptsRemoved: 0,
    modulePreloadsRemoved: 0,
  };
  for (const file of htmlFiles(floorDir)) {
    const html = readFileSync(file, 'utf8')
      .replace(scriptTag, (tag: string, attributes: string) => {
        if (isJsonLd(attributes)) return tag;
        floor.scriptsRemoved++;
        return '';
      })
      .replace(modulePreload, () => {
        floor.modulePreloadsRemoved++;
        return '';
      });
    floor.pages++;
    writeFileSync(file, html);
    // The server sends pre-compressed files when they exist: they must hold the stripped page.
    if (existsSync(`${file}.br`)) {
      const quality = { [constants.BROTLI_PARAM_QUALITY]: 11 };
      writeFileSync(`${file}.br`, brotliCompressSync(html, { params: quality }));
    }
    if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  }
  return floor;
}
