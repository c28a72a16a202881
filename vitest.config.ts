import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Unit and component tests; the site itself is built by Astro (astro.config.ts). */
export default defineConfig({
  plugins: [react()],
  test: {
    // Plain Node: a test that needs a DOM says so on its first line (// @vitest-environment jsdom),
    // so the server's and the scripts' tests do not pay for setting one up.
    environment: 'node',
    include: [
      'src/**/*.test.{ts,tsx}',
      'shared/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'config/**/*.test.ts',
    ],
    setupFiles: ['./test/vitestSetup.ts'],
    globalSetup: ['./test/skippedPostgresTests.ts'],
    restoreMocks: true,
    // Many tests start servers, databases and browsers' worth of DOM on two shared cores: the
    // defaults (5 s, 10 s) fail them on a busy machine, not on a broken rule.
    testTimeout: 20_000,
    // Vitest's default is one file at a time on two cores; most of a server test's time is spent
    // waiting on sockets, child processes and timers, so three files share the cores better.
    maxWorkers: 3,
    hookTimeout: 60_000,
    // satori's font parser can be inlined by the test runner only in its ES module build.
    alias: { '@shuding/opentype.js': '@shuding/opentype.js/dist/opentype.module.js' },
  },
});
