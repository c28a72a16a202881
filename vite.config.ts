/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { loadEnvironment } from './config/environment.ts';
import { siteUrlOf } from './config/siteBuild.ts';

// One configuration source: .env under the process environment, as the server reads it. Vite's
// own .env loading is off (it would also read .env.local and .env.<mode>, which the server never
// sees); the VITE_* values reach the bundle through the process environment instead.
const env = loadEnvironment();
for (const [name, value] of Object.entries(env)) {
  if (name.startsWith('VITE_') && process.env[name] === undefined) process.env[name] = value;
}

const outDir = env.DIST_DIR?.trim() || 'dist';
const serverHost = !env.HOST || ['0.0.0.0', '::'].includes(env.HOST) ? '127.0.0.1' : env.HOST;
const serverOrigin = `http://${serverHost.includes(':') ? `[${serverHost}]` : serverHost}:${env.PORT || 3000}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  envDir: false,
  // The production check of SITE_URL runs before Vite (scripts/check-site-url.ts): Vite sets
  // NODE_ENV=production for every build before it reads this file.
  define: { __SITE_URL__: JSON.stringify(siteUrlOf(env)) },
  // The server bundle is self-contained, so the prerender can run it from any output folder.
  ssr: { noExternal: true },
  // `npm run dev` serves the pages; the signup API and the test checkout come from `npm start`
  // on the configured HOST and PORT.
  server: {
    proxy: { '/api': serverOrigin, '/checkout': serverOrigin },
  },
  build: {
    manifest: !isSsrBuild,
    target: 'es2022',
    outDir: isSsrBuild ? `${outDir}-ssr` : outDir,
  },
  test: {
    environment: 'jsdom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'config/**/*.test.ts',
    ],
    setupFiles: ['./src/test-setup.ts'],
    restoreMocks: true,
    // Tests inline every dependency (ssr.noExternal above); satori's font parser is only
    // inlinable in its ES module build.
    alias: { '@shuding/opentype.js': '@shuding/opentype.js/dist/opentype.module.js' },
  },
}));
