/**
 * The programs the tests run besides Node: Debian's headless Chromium, PostgreSQL, Redis and
 * Caddy. `npm test` installs the missing ones first (test/ensureTools.ts); a test started on its
 * own that finds one missing fails with one line saying what to install, not a stack trace.
 */
import { existsSync } from 'node:fs';
import { DEBIAN_HEADLESS_SHELL } from '../scripts/chromium';
import { postgresBinaries } from './throwawayPostgres';

export interface NeededTool {
  /** What the tests call it. */
  name: string;
  debianPackage: string;
  /** Where it is, or undefined when it is not installed. */
  find(): string | undefined;
  /** The setting that points to another copy. */
  setting?: string;
}

const atSettingOr = (setting: string, fallback: string) => () => {
  const path = process.env[setting] ?? fallback;
  return existsSync(path) ? path : undefined;
};

export const neededTools: readonly NeededTool[] = [
  {
    name: 'the test browser',
    debianPackage: 'chromium-headless-shell',
    find: atSettingOr('CHROME_PATH', DEBIAN_HEADLESS_SHELL),
    setting: 'CHROME_PATH',
  },
  {
    name: 'PostgreSQL',
    debianPackage: 'postgresql',
    find: postgresBinaries,
  },
  {
    name: 'Redis',
    debianPackage: 'redis-server',
    find: atSettingOr('REDIS_SERVER_PATH', '/usr/bin/redis-server'),
    setting: 'REDIS_SERVER_PATH',
  },
  {
    name: 'Caddy',
    debianPackage: 'caddy',
    find: atSettingOr('CADDY_PATH', '/usr/bin/caddy'),
    setting: 'CADDY_PATH',
  },
];

const toolNamed = (name: string): NeededTool => {
  const tool = neededTools.find((candidate) => candidate.name === name);
  if (!tool) throw new Error(`No needed tool named ${name}.`);
  return tool;
};

/** The one line that says how to get a missing tool. */
export const installLine = (tools: readonly NeededTool[]): string =>
  `sudo apt-get install -y ${tools.map((tool) => tool.debianPackage).join(' ')}`;

/**
 * The path of a tool a test needs, or an error of one line (no stack trace: the runner prints
 * only the message) that says how to install it.
 */
export function toolPath(name: 'Redis' | 'Caddy'): string {
  const tool = toolNamed(name);
  const path = tool.find();
  if (path) return path;
  const error = new Error(
    `${name} is needed for this test and is not installed: \`${installLine([tool])}\` (npm test installs it), or set ${tool.setting ?? ''}.`,
  );
  error.stack = error.message;
  throw error;
}
