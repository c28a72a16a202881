/**
 * Runs commands side by side on the machine's cores. A command whose output is `buffered` has it
 * printed whole when it ends, under its name, so that its lines never interleave with those of a
 * command printing as it goes.
 */
import { spawn } from 'node:child_process';

export interface Command {
  name: string;
  command: readonly string[];
  /** Print the output whole at the end (the default), or as it comes. */
  buffered?: boolean;
}

/** Resolves true when the command exits 0. */
export function runCommand({ name, command: [program, ...args], buffered = true }: Command) {
  return new Promise<boolean>((done) => {
    const child = spawn(program ?? '', args, {
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
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

/** Runs every command at once; resolves true when all of them passed. */
export async function runSideBySide(commands: readonly Command[]): Promise<boolean> {
  const results = await Promise.all(commands.map(runCommand));
  return !results.includes(false);
}
