/**
 * `npm run check`: the format check, the lint and the type check (.astro files included). They
 * share nothing, so they run side by side: on two cores the three take about the time of the
 * slowest (the type check) instead of the sum. Each one's output is printed whole when it ends,
 * and the check fails if any of them does.
 */
import { runSideBySide } from './sideBySide';

const passed = await runSideBySide([
  { name: 'Format (prettier)', command: ['prettier', '--check', '.'] },
  { name: 'Lint (eslint)', command: ['eslint', '.'] },
  { name: 'Types (astro check)', command: ['astro', 'check'] },
]);
if (!passed) process.exit(1);
