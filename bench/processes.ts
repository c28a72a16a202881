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
  ownGroup: boolean;
}

const running = new Set<RunningProcess>();

export interface StartOptions {
  name: string;
  command: string;
  args: readonly string[];
  env?: NodeJS.ProcessEnv;
  /** Output goes to this file, kept for reading when something fails. */
  logFile: string;
  /** Runs in its own process group, so stopping it stops the children it spawned too. */
  ownGroup?: boolean;
}

export function startProcess(options: StartOptions): RunningProcess {
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(options.command, options.args, {
    cwd: repoRoot,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.ownGroup ?? false,
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
  const handle: RunningProcess = {
    name: options.name,
    child,
    exited,
    ownGroup: options.ownGroup ?? false,
  };
  running.add(handle);
  return handle;
}

function hasExited(handle: RunningProcess): boolean {
  return handle.child.exitCode !== null || handle.child.signalCode !== null;
}

function signal(handle: RunningProcess, name: NodeJS.Signals): void {
  const pid = handle.child.pid;
  if (handle.ownGroup && pid !== undefined) {
    try {
      process.kill(-pid, name); // the group this process leads: it and its own children
      return;
    } catch {
      // The group is already gone; fall through to the process itself.
    }
  }
  handle.child.kill(name);
}

/** SIGTERM, then SIGKILL if the process is still there after `graceMs`. */
export async function stopProcess(handle: RunningProcess, graceMs = 10_000): Promise<void> {
  if (hasExited(handle)) return;
  signal(handle, 'SIGTERM');
  const stopped = await Promise.race([handle.exited.then(() => true), sleep(graceMs, false)]);
  if (!stopped) {
    signal(handle, 'SIGKILL');
    await handle.exited;
  }
}

/** SIGKILL at once: the crash the durability test needs. */
export async function killProcess(handle: RunningProcess): Promise<void> {
  if (hasExited(handle)) return;
  signal(handle, 'SIGKILL');
  await handle.exited;
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((handle) => stopProcess(handle, 5_000)));
}

/** Kills whatever is still running if the benchmark process itself goes away. */
export function stopAllOnExit(): void {
  process.once('exit', () => {
    for (const handle of running) signal(handle, 'SIGKILL');
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
