import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { loadEnvironment } from './config/environment';
import { localOriginOf } from './config/serverAddress';
import { siteUrlOf } from './config/siteBuild';
import { defaultLocale, locales } from './shared/language/locales';
import { isNonIndexable } from './shared/sitePages';
import { VARIANT_ROUTE_PREFIX } from './shared/pageVariants';
import { withDefaultLanguage } from './src/seo/sitemapLanguages';
import { isTeamPage } from './src/team/teamPages';

// One configuration source: .env under the process environment, as the server reads it. The
// production check of SITE_URL runs before Astro (scripts/check-site-url.ts): Astro sets
// NODE_ENV=production for every build before it reads this file.
const env = loadEnvironment();
const site = siteUrlOf(env);
// Page code run at build time reads settings from process.env as well (config/buildSetting.ts).
for (const [name, value] of Object.entries(env)) {
  if (name.startsWith('VITE_')) process.env[name] ??= value;
}
const serverOrigin = localOriginOf(env.HOST, env.PORT);

export default defineConfig({
  site,
  outDir: env.DIST_DIR?.trim() || 'dist',
  // One address per page, without a trailing slash; the server answers `/pricing/` with a 301.
  trailingSlash: 'never',
  build: {
    // dist/pricing.html, served at /pricing: a static host that finds pricing/index.html instead
    // redirects /pricing to /pricing/, the opposite of the canonical address.
    format: 'file',
    // Hashed files under /assets/ are the ones the server caches for a year.
    assets: 'assets',
    // The stylesheet comes with each page's HTML: the first paint waits for no second request
    // (docs/decisions.md#the-first-screen).
    inlineStylesheets: 'always',
  },
  // English unprefixed, the other languages under their prefix (docs/languages.md). No fallback:
  // a page missing in a language fails the build rather than show English in its place.
  i18n: {
    locales: [...locales],
    defaultLocale,
    routing: { prefixDefaultLocale: false },
  },
  // Islands hydrate with Astro's own directives (docs/islands.md).
  // Navigation is ordinary page loads; the layout's script (src/components/layout/enhanceLayout.ts)
  // starts Astro's prefetching (hover and focus) on the first interaction, so it is not set here.
  integrations: [
    react(),
    sitemap({
      filter: (page) => {
        const path = new URL(page).pathname.replace(/(.)\/$/, '$1');
        // A page's variants (shared/pageVariants.ts) are served at its own address.
        const variant = path.startsWith(`/${VARIANT_ROUTE_PREFIX}/`);
        return !variant && !isNonIndexable(path) && !isTeamPage(path);
      },
      i18n: {
        defaultLocale,
        locales: Object.fromEntries(locales.map((locale) => [locale, locale])),
      },
      serialize: withDefaultLanguage,
    }),
  ],
  devToolbar: { enabled: false },
  server: { host: '127.0.0.1' },
  vite: {
    plugins: [tailwindcss()],
    // The site's build settings keep their VITE_ names (shared/facts/brand.ts, src/integrations).
    envPrefix: ['VITE_', 'PUBLIC_'],
    build: {
      target: 'es2022',
      rolldownOptions: {
        output: {
          // Otherwise the bundler's default splitting. React and its island renderer travel as one
          // file: as five, their gzip overhead alone (about 1.2 kB) put /pricing over its budget.
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/,
              },
              // Small modules that the layout and the calculator share: as one file rather than
              // several, /pricing saves their gzip overhead (about 0.3 kB a file) and stays in budget.
              {
                name: 'site',
                test: /[\\/](buildSetting|fillTemplate|invisibleCharacters|scheduling)\.ts$/,
              },
            ],
          },
        },
      },
    },
    // `npm run dev` serves the pages; the signup API and the test checkout come from `npm start`
    // on the configured HOST and PORT.
    server: {
      proxy: { '/api': serverOrigin, '/checkout': serverOrigin },
    },
  },
});
