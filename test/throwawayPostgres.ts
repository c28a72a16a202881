import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A PostgreSQL server of the test's own, in a temporary folder, that the test may freeze (SIGSTOP
 * to the postmaster and every backend) without touching any shared database. PostgreSQL refuses
 * to run as root, so under root it runs as `postgres`.
 */
export interface ThrowawayPostgres {
  url: string;
  freeze(): void;
  thaw(): void;
  stop(): Promise<void>;
}

/** The newest installed PostgreSQL's binaries (Debian's layout), or undefined. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) throw new Error('No postgres user to run as.');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Processes whose parent is `pid` (each PostgreSQL backend is in a process group of its own). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    // "pid (command) state ppid ...": the command may hold spaces, so read after its ")".
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === pid) children.push(Number(entry));
  }
  return children;
}

/** Sends a signal to a process that may have ended since it was listed (a backend closing). */
function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

async function waitUntilReady(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('The throwaway PostgreSQL exited at start.');
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

export async function startThrowawayPostgres(
  bin: string,
  port: number,
): Promise<ThrowawayPostgres> {
  const folder = mkdtempSync(join(tmpdir(), 'adhelm-throwaway-pg-'));
  const user = postgresUser();
  if (user) chownSync(folder, user.uid, user.gid);
  const data = join(folder, 'data');
  const initdb = spawnSync(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions'],
    { ...user, encoding: 'utf8' },
  );
  if (initdb.status !== 0) throw new Error(`initdb failed: ${initdb.stderr}`);

  const server = spawn(
    join(bin, 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      folder,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
    ],
    { ...user, stdio: 'ignore' },
  );
  const url = `postgres://app@127.0.0.1:${port}/postgres`;
  const postmaster = server.pid ?? 0;
  try {
    await waitUntilReady(url, server);
  } catch (error) {
    server.kill('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    // The postmaster first, so it forks no new backend while its children are being stopped.
    freeze: () => {
      signal(postmaster, 'SIGSTOP');
      for (const child of childrenOf(postmaster)) signal(child, 'SIGSTOP');
    },
    thaw: () => {
      for (const child of childrenOf(postmaster)) signal(child, 'SIGCONT');
      signal(postmaster, 'SIGCONT');
    },
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        for (const child of childrenOf(postmaster)) signal(child, 'SIGCONT');
        signal(postmaster, 'SIGCONT');
        // Immediate shutdown: the data is thrown away anyway.
        server.kill('SIGQUIT');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
