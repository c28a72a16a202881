/**
 * The first step of `npm test`: the programs the tests need (test/neededTools.ts) are installed
 * with apt when the run may install (as root, or with sudo that asks no password); otherwise the
 * run stops at once with the one command that installs them. Never downloads a browser or binary
 * of its own.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { installLine, neededTools } from './neededTools';

/** How to run apt-get here: directly as root, through sudo without a password, or not at all. */
function aptRunner(): string[] | undefined {
  if (process.getuid?.() === 0) return [];
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return sudo.status === 0 ? ['sudo', '-n'] : undefined;
}

export function ensureTools(): boolean {
  const missing = neededTools.filter((tool) => tool.find() === undefined);
  if (missing.length === 0) return true;
  const names = missing.map((tool) => tool.name).join(', ');
  const runner = aptRunner();
  if (!runner) {
    console.error(
      `npm test needs ${names}: install with \`${installLine(missing)}\`, then run npm test again.`,
    );
    return false;
  }
  console.log(`Installing what the tests need (${names}) with apt-get…`);
  const apt = (args: string[]) => {
    const [program = 'apt-get', ...rest] = [...runner, 'apt-get', ...args];
    execFileSync(program, rest, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', ...missing.map((tool) => tool.debianPackage)]);
  const still = missing.filter((tool) => tool.find() === undefined);
  if (still.length > 0) {
    console.error(
      `apt-get finished, but ${still.map((tool) => tool.name).join(', ')} is still missing.`,
    );
    return false;
  }
  return true;
}
