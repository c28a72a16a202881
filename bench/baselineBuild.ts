/**
 * The site as it was at an earlier commit, built for a side-by-side: a temporary git worktree
 * in the system's temporary folder (outside this checkout, so its checks never read the old
 * sources), built with `npm run build:site`. It shares this checkout's
 * node_modules when its lockfile is the same, and installs its own (`npm ci`) when the packages
 * have changed since. Nothing of it is committed or kept.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

export interface BaselineBuild {
  /** The commit built, abbreviated. */
  commit: string;
  distDir: string;
  remove(): void;
}

export function buildBaseline(
  repoRoot: string,
  ref: string,
  dir: string,
  log: (line: string) => void,
): BaselineBuild {
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  const remove = () => {
    if (existsSync(dir)) git('worktree', 'remove', '--force', dir);
    rmSync(dir, { recursive: true, force: true });
  };
  remove();
  const commit = git('rev-parse', '--short', `${ref}^{commit}`);
  log(`Building the baseline ${ref} (${commit}) in ${dir}…`);
  git('worktree', 'add', '--detach', dir, commit);
  const lockfile = (root: string) => readFileSync(join(root, 'package-lock.json'), 'utf8');
  if (lockfile(dir) === lockfile(repoRoot)) {
    symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  } else {
    log(`Installing the baseline's own packages (its lockfile differs)…`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  execFileSync('npm', ['run', 'build:site'], {
    cwd: dir,
    env: { ...process.env, DIST_DIR: 'dist' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { commit, distDir: join(dir, 'dist'), remove };
}
