/**
 * `npm run check`: the format check, the lint and the type check (.astro files included). They
 * share nothing, so they run side by side: on two cores the three take about the time of the
 * slowest (the type check) instead of the sum. Each one's output is printed whole when it ends,
 * and the check fails if any of them does.
 */
import { spawn } from 'node:child_process';

const checks = [
  { name: 'Format (prettier)', command: ['prettier', '--check', '.'] },
  { name: 'Lint (eslint)', command: ['eslint', '.'] },
  { name: 'Types (astro check)', command: ['astro', 'check'] },
] as const;

function run(name: string, [program, ...args]: readonly string[]): Promise<boolean> {
  return new Promise((done) => {
    const child = spawn(program ?? '', args, {
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    let finished = false;
    const finish = (passed: boolean, why = '') => {
      if (finished) return;
      finished = true;
      const text = Buffer.concat(output).toString().trimEnd();
      console.log(`\n── ${name}: ${passed ? 'passed' : `failed${why}`}${text ? `\n${text}` : ''}`);
      done(passed);
    };
    child.on('error', (error) => finish(false, ` (${error.message})`));
    child.on('close', (code) => finish(code === 0, code === 0 ? '' : ` (exit ${code})`));
  });
}

const results = await Promise.all(checks.map(({ name, command }) => run(name, command)));
if (results.includes(false)) process.exit(1);
