import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { loadEnvironment } from './config/environment';
import { paintFirst } from './config/paintFirst';
import { localOriginOf } from './config/serverAddress';
import { siteUrlOf } from './config/siteBuild';
import { nonIndexablePaths } from './src/routes';

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
    // One cached stylesheet for every page rather than a copy inlined into each.
    inlineStylesheets: 'never',
  },
  // Navigation is ordinary page loads; src/components/layout/prefetchLinks.ts starts Astro's
  // prefetching (hover and focus) on the first interaction, so it is not configured here.
  integrations: [
    react(),
    sitemap({
      filter: (page) => !nonIndexablePaths.includes(new URL(page).pathname.replace(/\/$/, '')),
    }),
    paintFirst(),
  ],
  devToolbar: { enabled: false },
  server: { host: '127.0.0.1' },
  vite: {
    plugins: [tailwindcss()],
    // The site's build settings keep their VITE_ names (src/content/site.ts, src/integrations).
    envPrefix: ['VITE_', 'PUBLIC_'],
    build: {
      target: 'es2022',
      // A dynamic import fetches its chunk's own imports as it runs; no preload helper needed.
      modulePreload: false,
      rolldownOptions: {
        output: {
          // React, its island renderer and the bundler's CommonJS helpers travel as one file.
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/,
              },
              {
                // The layout's script and what it needs at once, in one file with no imports, so
                // no request waits for another before the page paints.
                name: 'SiteLayout',
                test: /SiteLayout\.astro\?astro&type=script|src[\\/]components[\\/](layout[\\/](enhanceLayout|mobileMenu|prefetchLinks|showFloatingTrialLink)|ui[\\/]firstInteraction)\.ts|src[\\/]integrations[\\/]whenIdle\.ts|src[\\/]content[\\/]env\.ts|vite[\\/]preload-helper/,
              },
              {
                // The React-free signup core and the facts it reads (prices, levels, the plan),
                // which window.trialSignup loads at idle on every page: kept out of the calculator's
                // chunk below, so that no page but /pricing loads React for them.
                name: 'signup',
                test: /src[\\/]signup[\\/]|src[\\/]content[\\/](attribution|plan|pricing|site|signupMessages)\.ts/,
                priority: 1,
              },
              {
                // The calculator island with what it imports (page copy, prices, the dialog loader).
                name: 'PricingCalculator',
                test: /src[\\/]sections[\\/]pricing[\\/]calculator[\\/](?!RadixLevelSlider)[^\\/]+\.tsx?$/,
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
