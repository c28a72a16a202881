/**
 * `npm test`: every check and test, in three stages, stopping at the first that fails.
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
import { runCommand, runSideBySide } from '../scripts/sideBySide';

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
      // The browser is installed first, once: two installs side by side would fight over apt.
      (await runCommand({
        name: 'test browser',
        command: ['node', '--import', 'tsx', 'test/ensureChromium.ts'],
      })) &&
      runSideBySide([
        { name: 'npm run test:page-weight', command: ['npm', 'run', 'test:page-weight'] },
        { name: 'npm run test:browser', command: ['npm', 'run', 'test:browser'], buffered: false },
      ]),
  },
];

const times: string[] = [];
let passed = true;
for (const stage of stages) {
  const started = performance.now();
  passed = await stage.run();
  times.push(`${stage.name} ${Math.round((performance.now() - started) / 1000)} s`);
  if (!passed) break;
}
console.log(`\nnpm test ${passed ? 'passed' : 'failed'}: ${times.join(', ')}.`);
if (!passed) process.exit(1);
