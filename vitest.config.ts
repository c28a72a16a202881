import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Unit and component tests; the site itself is built by Astro (astro.config.ts). */
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'shared/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'config/**/*.test.ts',
      'admin/**/*.test.{ts,tsx}',
    ],
    setupFiles: ['./test/vitestSetup.ts'],
    restoreMocks: true,
    // satori's font parser can be inlined by the test runner only in its ES module build.
    alias: { '@shuding/opentype.js': '@shuding/opentype.js/dist/opentype.module.js' },
  },
});
