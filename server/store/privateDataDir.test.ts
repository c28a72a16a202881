import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDist } from '../../test/apiApp';
import { signUp } from '../../test/signupJourney';
import { startServerProcess } from '../../test/siteServerProcess';
import { teamPaths } from '../../shared/contracts/teamConsole';
import { makeDataDirPrivate } from './privateDataDir';
import type * as FsPromises from 'node:fs/promises';

/** Every entry below `root` with its permission bits, as `ls -l` would show them. */
function modesBelow(root: string): Map<string, string> {
  const modes = new Map<string, string>();
  const walk = (path: string) => {
    const stats = statSync(path);
    modes.set(relative(root, path) || '.', (stats.mode & 0o777).toString(8));
    if (stats.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(root);
  return modes;
}

/** The entries another account could read, write or enter. */
const openToOthers = (modes: Map<string, string>) =>
  [...modes].filter(([, mode]) => (Number.parseInt(mode, 8) & 0o077) !== 0);

const folders: string[] = [];
function scratchFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'adhelm-data-modes-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('DATA_DIR', () => {
  it('takes from a folder left readable by an older server every right of other accounts', async () => {
    const dataDir = join(scratchFolder(), 'data');
    mkdirSync(join(dataDir, 'base'), { recursive: true, mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'base', 'catalog'), 'x', { mode: 0o666 });
    chmodSync(join(dataDir, 'base', 'catalog'), 0o666);

    const message = await makeDataDirPrivate(dataDir);
    expect(message).toMatch(
      /held 3 files or folders other accounts could use \(the folder's mode was 755\)/,
    );
    expect(Object.fromEntries(modesBelow(dataDir))).toEqual({
      '.': '700',
      base: '700',
      'base/catalog': '600',
    });
    expect(await makeDataDirPrivate(dataDir)).toBeUndefined();
  });

  it('refuses to start, saying what to run, when it cannot take those rights', async () => {
    const dataDir = join(scratchFolder(), 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    vi.resetModules();
    vi.doMock('node:fs/promises', async (original) => ({
      ...(await original<typeof FsPromises>()),
      chmod: async () => {
        throw Object.assign(new Error('EPERM'), { code: 'EPERM' });
      },
    }));
    const { makeDataDirPrivate: withoutRights } = await import('./privateDataDir');
    await expect(withoutRights(dataDir)).rejects.toThrow(
      /can be read by other accounts and this process cannot change that \(EPERM\): run `chmod -R go-rwx/,
    );
    vi.doUnmock('node:fs/promises');
  });

  it('holds nothing another account can read after a signup and a sign-in mail, on a 0755 folder', async () => {
    const dataDir = join(scratchFolder(), 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    const dist = createTestDist();
    folders.push(dist.dir);
    const server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        DIST_DIR: dist.dir,
        TEAM_EMAILS: 'ada@example.com',
        DELIVERY_POLL_MS: '200',
      },
      { timeoutMs: 60_000 },
    );
    try {
      const journey = await signUp(server.origin, 'customer@example.com');
      expect(journey.reached).toBe('completed');
      const asked = await fetch(`${server.origin}${teamPaths.api.requestLink}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.origin },
        body: JSON.stringify({ email: 'ada@example.com' }),
      });
      expect(asked.status).toBe(202);
      await vi.waitFor(
        () =>
          expect(
            readdirSync(join(dataDir, 'mailbox')).filter((name) => name.endsWith('.eml')),
          ).toHaveLength(2),
        { timeout: 30_000, interval: 200 },
      );
      const whileRunning = modesBelow(dataDir);
      expect(whileRunning.get('control.sock')).toBe('600');
      expect(openToOthers(whileRunning)).toEqual([]);
    } finally {
      await server.stop();
    }
    const modes = modesBelow(dataDir);
    const counts = new Map<string, number>();
    for (const mode of modes.values()) counts.set(mode, (counts.get(mode) ?? 0) + 1);
    console.log(
      `DATA_DIR after a signup: ${JSON.stringify(Object.fromEntries(counts))} (mode: entries)`,
    );
    expect(modes.get('.')).toBe('700');
    expect(modes.get('platform-signing-secret')).toBe('600');
    expect(openToOthers(modes)).toEqual([]);
  }, 180_000);
});
