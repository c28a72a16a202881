import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Test files that start real processes (the server, PostgreSQL, Redis) and judge how they behave
 * in time: they run after the rest, two at a time, so that the other tests do not starve them of
 * the two cores and they fail on a busy machine rather than on a broken rule. They spend much of
 * their time waiting on those processes: two at a time take 48 s here, one at a time 80 s.
 */
const processTests = [
  'server/api/crashRecovery.test.ts',
  'server/api/databaseTimeouts.test.ts',
  'server/api/lifecycle.test.ts',
  'server/api/replicas.test.ts',
  'server/delivery/handoffProcesses.test.ts',
  'server/http/rateLimitStore.test.ts',
  'server/team/signInTiming.test.ts',
  'server/visits/reportPeriodProcess.test.ts',
];

/** What every test file runs with. */
const common: TestProjectInlineConfiguration['test'] = {
  // Plain Node: a test that needs a DOM says so on its first line (// @vitest-environment jsdom),
  // so the server's and the scripts' tests do not pay for setting one up.
  environment: 'node',
  setupFiles: ['./test/vitestSetup.ts'],
  restoreMocks: true,
  // Many tests start servers and databases on two shared cores: the defaults (5 s, 10 s) fail them
  // on a busy machine, not on a broken rule.
  testTimeout: 20_000,
  hookTimeout: 60_000,
  // satori's font parser can be inlined by the test runner only in its ES module build.
  alias: { '@shuding/opentype.js': '@shuding/opentype.js/dist/opentype.module.js' },
};

/**
 * The groups that run side by side first. Vitest's default is one file at a time on two cores;
 * most of these tests' time is spent waiting on sockets, databases and timers, so three files share
 * the cores better. Worker threads start faster than child processes (the processes group keeps
 * forks: it sends signals and starts servers).
 */
const inProcess: TestProjectInlineConfiguration['test'] = {
  ...common,
  maxWorkers: 3,
  pool: 'threads',
  sequence: { groupOrder: 0 },
};

/**
 * Tests that need a worker of their own: they replace a Node module mid-file (vi.doMock after
 * vi.resetModules) or the page's `location`, or load modules again per test whose timers outlive
 * the test that started them.
 */
const ownWorker = [
  'server/store/privateDataDir.test.ts',
  'src/team/SignInPage.test.tsx',
  'src/visits/countVisit.test.ts',
  'src/visits/loadVisitCounting.test.ts',
];

/** Unit and component tests; the site itself is built by Astro (astro.config.ts). */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          ...inProcess,
          // The browser's code: DOM tests and module mocks, each file with fresh modules in a
          // fresh VM context of a reused worker (jsdom set up in 7 s instead of 60 s here).
          name: 'browser-code',
          include: ['src/**/*.test.{ts,tsx}', 'admin/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...ownWorker],
          pool: 'vmThreads',
        },
      },
      {
        plugins: [react()],
        test: { ...inProcess, name: 'own-worker', include: ownWorker },
      },
      {
        test: {
          ...inProcess,
          // The server's, the scripts' and the shared rules' tests keep no state in their modules:
          // a worker imports Fastify, PGlite and the rest once for all its files, not once per file
          // (this group ran in 140 s instead of 210 s). Each worker is a process of its own: these
          // tests start hundreds of embedded databases, and V8 can abort a process whose threads
          // compile many PGlite WebAssembly modules (nodejs/node#64500).
          name: 'server-code',
          pool: 'forks',
          include: [
            'shared/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'config/**/*.test.ts',
            'lint/**/*.test.ts',
            'test/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...processTests, ...ownWorker],
          isolate: false,
          globalSetup: ['./test/skippedPostgresTests.ts'],
        },
      },
      {
        test: {
          ...common,
          name: 'processes',
          include: processTests,
          maxWorkers: 2,
          // They keep no state in their modules; one worker imports the harness once for all.
          isolate: false,
          sequence: { groupOrder: 1 },
          globalSetup: ['./test/compiledServer.ts'],
        },
      },
    ],
  },
});
