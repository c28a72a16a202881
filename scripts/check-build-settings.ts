/**
 * Runs before `astro build`: a production build (NODE_ENV=production) with a local SITE_URL
 * stops here with one line. It runs first because Astro sets NODE_ENV=production for every build,
 * so astro.config.ts cannot tell a production build from a local one.
 */
import { readBuildEnv, siteUrlOf, siteUrlProblem } from './buildSettings';

const problem = siteUrlProblem(siteUrlOf(readBuildEnv('production')), process.env.NODE_ENV);
if (problem) {
  console.error(problem);
  process.exit(1);
}
