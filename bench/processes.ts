/**
 * Child processes the benchmark starts (site servers, Chromium): each is tracked so that every
 * one is stopped when the benchmark ends, fails or is interrupted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from './paths';

export interface RunningProcess {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

const running = new Set<RunningProcess>();

export interface StartOptions {
  name: string;
  command: string;
  args: readonly string[];
  env?: NodeJS.ProcessEnv;
  /** Output goes to this file, kept for reading when something fails. */
  logFile: string;
}

export function startProcess(options: StartOptions): RunningProcess {
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(options.command, options.args, {
    cwd: repoRoot,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      running.delete(handle);
      resolve(code);
    });
    child.once('error', () => {
      running.delete(handle);
      resolve(null);
    });
  });
  const handle: RunningProcess = { name: options.name, child, exited };
  running.add(handle);
  return handle;
}

function hasExited(handle: RunningProcess): boolean {
  return handle.child.exitCode !== null || handle.child.signalCode !== null;
}

/** SIGTERM, then SIGKILL if the process is still there after `graceMs`. */
export async function stopProcess(handle: RunningProcess, graceMs = 10_000): Promise<void> {
  if (hasExited(handle)) return;
  handle.child.kill('SIGTERM');
  const stopped = await Promise.race([handle.exited.then(() => true), sleep(graceMs, false)]);
  if (!stopped) {
    handle.child.kill('SIGKILL');
    await handle.exited;
  }
}

/** SIGKILL at once: the crash the durability test needs. */
export async function killProcess(handle: RunningProcess): Promise<void> {
  if (hasExited(handle)) return;
  handle.child.kill('SIGKILL');
  await handle.exited;
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((handle) => stopProcess(handle, 5_000)));
}

/** Kills whatever is still running if the benchmark process itself goes away. */
export function stopAllOnExit(): void {
  process.once('exit', () => {
    for (const handle of running) handle.child.kill('SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stopAll().finally(() => process.exit(130));
    });
  }
}

/** Polls `url` until it answers with a status below 500, or fails after `timeoutMs`. */
export async function waitForUrl(
  url: string,
  timeoutMs: number,
  handle?: RunningProcess,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (handle && hasExited(handle)) {
      throw new Error(`${handle.name} exited before ${url} answered.`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
}
