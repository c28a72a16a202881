/**
 * `npm test`: every check and test, in three stages, stopping at the first that fails. First the
 * programs the tests need are installed, or asked for (test/ensureTools.ts), and, unless
 * TEST_DATABASE_URL names one, a PostgreSQL server of the run's own is started for the
 * PostgreSQL variants of the tests and stopped at the end.
 *
 * 1. The checks (`npm run check`) beside the unit tests (`npm run test:unit`). For its last half
 *    minute the check is the type check alone on one core; the unit tests fill the other, which
 *    saves about 20 s on two cores. The check's output is printed whole when it ends.
 * 2. The build (`npm run build`).
 * 3. On the build, the page-weight check beside the end-to-end tests (what `npm run test:e2e` runs
 *    one after the other): the check spends most of its half minute waiting for pages to fall
 *    quiet, and its output is printed whole when it ends.
 *
 * It ends with each stage's time.
 */
import pg from 'pg';
import { runCommand, runSideBySide } from '../scripts/sideBySide';
import { ensureTools } from './ensureTools';
import { freePort } from './siteServerProcess';
import { postgresBinaries, startThrowawayPostgres } from './throwawayPostgres';

const stages = [
  {
    name: 'checks and unit tests',
    run: () =>
      runSideBySide([
        { name: 'npm run check', command: ['npm', 'run', 'check'] },
        { name: 'npm run test:unit', command: ['npm', 'run', 'test:unit'], buffered: false },
      ]),
  },
  {
    name: 'build',
    run: () =>
      runCommand({ name: 'npm run build', command: ['npm', 'run', 'build'], buffered: false }),
  },
  {
    name: 'page weight and end-to-end tests',
    run: async () =>
      runSideBySide([
        { name: 'npm run test:page-weight', command: ['npm', 'run', 'test:page-weight'] },
        { name: 'npm run test:browser', command: ['npm', 'run', 'test:browser'], buffered: false },
      ]),
  },
];

if (!ensureTools()) process.exit(1);
const database = await runDatabase();

const times: string[] = [];
let passed = true;
for (const stage of stages) {
  const started = performance.now();
  passed = await stage.run();
  times.push(`${stage.name} ${Math.round((performance.now() - started) / 1000)} s`);
  if (!passed) break;
}
await database?.stop();
console.log(`\nnpm test ${passed ? 'passed' : 'failed'}: ${times.join(', ')}.`);
if (!passed) process.exit(1);

/** The run's own PostgreSQL, unless TEST_DATABASE_URL names one: its app_test database. */
async function runDatabase() {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const server = await startThrowawayPostgres(postgresBinaries() ?? '', await freePort());
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query('CREATE DATABASE app_test');
  await admin.end();
  const url = new URL(server.url);
  url.pathname = '/app_test';
  process.env.TEST_DATABASE_URL = url.href;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void server.stop().finally(() => process.exit(1)));
  }
  return server;
}
