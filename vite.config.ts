/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

const outDir = process.env.DIST_DIR ?? 'dist';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
  // The server bundle is self-contained, so the prerender can run it from any output folder.
  ssr: { noExternal: true },
  // `npm run dev` serves the pages; the signup API and the test checkout come from `npm start`.
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/checkout': 'http://127.0.0.1:3000' },
  },
  build: {
    manifest: !isSsrBuild,
    target: 'es2022',
    outDir: isSsrBuild ? `${outDir}-ssr` : outDir,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
    restoreMocks: true,
    // Tests inline every dependency (ssr.noExternal above); satori's font parser is only
    // inlinable in its ES module build.
    alias: { '@shuding/opentype.js': '@shuding/opentype.js/dist/opentype.module.js' },
  },
}));
