/** Builds the two variants the benchmark compares, each in its own folder under bench/out. */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { benchOut, builds, repoRoot, type BuildVariant } from './paths';

export async function buildVariant(variant: BuildVariant): Promise<number> {
  const started = performance.now();
  mkdirSync(join(benchOut, 'logs'), { recursive: true });
  const logFile = join(benchOut, 'logs', `build-${variant}.log`);
  const log = createWriteStream(logFile);
  const env = {
    ...process.env,
    // Relative to the repository, so the server-side bundle resolves node_modules.
    DIST_DIR: relative(repoRoot, builds[variant]),
    CLIENT_ONLY: variant === 'clientOnly' ? '1' : '',
  };
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`Building the ${variant} variant failed: see ${logFile}.`);
  return (performance.now() - started) / 1000;
}
