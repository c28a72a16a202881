/**
 * The first step of `npm run build`: a production build with a loopback SITE_URL stops here with
 * one line, before any build step overwrites the previous build. (Vite forces NODE_ENV=production
 * on every build before reading its config, so the caller's NODE_ENV is checked here instead.)
 * Runs on Node's own type stripping: it imports only files that import Node built-ins.
 */
import { siteBuildSettings } from '../config/siteBuild.ts';

try {
  siteBuildSettings();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
