import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { isMainThread } from 'node:worker_threads';

/**
 * What this process creates is its owner's alone: folders 0700, files 0600. PGlite writes its
 * WAL and catalog files 0666 when it opens (taken back after, by openPgliteDriver) and leaves the
 * files it creates later to the umask, as do the mailbox, the signing secret and the control socket.
 */
export const PRIVATE_UMASK = 0o077;

/** The bits that let another account read, write or enter. */
const OTHERS = 0o077;

/**
 * Makes DATA_DIR (the embedded database, the local mailbox, the development signing secret, the
 * control socket) readable by its owner only: sets the process's umask, creates the folder 0700,
 * and takes the group's and others' rights from the folder and from everything in it that has
 * them (an older server made the folder 0755 and PGlite's files 0666). Returns a line for the
 * log when something had to be changed; throws, saying how to fix it, when it cannot be (the
 * folder belongs to another account).
 */
export async function makeDataDirPrivate(dataDir: string): Promise<string | undefined> {
  // A worker thread may not change its process's umask (Node refuses): a server embedded in one
  // (a test runner's thread) keeps its process's, and everything below is still made private.
  if (isMainThread) process.umask(PRIVATE_UMASK);
  const folder = resolve(dataDir);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const before = (await lstat(folder)).mode & 0o777;
  let changed = 0;
  try {
    changed = await takeOthersRights(folder);
  } catch (error) {
    const code = (error as { code?: string }).code ?? String(error);
    throw new Error(
      `DATA_DIR ${folder} (mode ${before.toString(8)}) can be read by other accounts and this process cannot change that (${code}): run \`chmod -R go-rwx ${folder}\` as its owner, or start the server as the owner of the folder.`,
      { cause: error },
    );
  }
  if (changed === 0) return undefined;
  return `DATA_DIR ${folder} held ${changed} files or folders other accounts could use (the folder's mode was ${before.toString(8)}): they are now its owner's alone (folders 0700, files 0600).`;
}

/** Removes group and other rights below and at `path`; returns how many entries had some. */
async function takeOthersRights(path: string): Promise<number> {
  // An entry removed while the folder is walked (a mail just sent, a file PGlite replaced) has
  // nothing left to protect.
  const stats = await lstat(path).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'ENOENT') return undefined;
    throw error;
  });
  if (!stats || stats.isSymbolicLink()) return 0;
  let changed = 0;
  if (stats.mode & OTHERS) {
    const done = await chmod(path, stats.isDirectory() ? 0o700 : stats.mode & 0o700).then(
      () => true,
      (error: unknown) => {
        if ((error as { code?: string }).code === 'ENOENT') return false;
        throw error;
      },
    );
    if (!done) return changed;
    changed += 1;
  }
  if (stats.isDirectory()) {
    const names = await readdir(path).catch((error: unknown) => {
      if ((error as { code?: string }).code === 'ENOENT') return [];
      throw error;
    });
    for (const name of names) changed += await takeOthersRights(join(path, name));
  }
  return changed;
}
