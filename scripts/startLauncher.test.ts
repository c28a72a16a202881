import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launcherBundleOptions } from './serverBundle';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'launcher-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function launcher(requiredNode: string): Promise<string> {
  const outfile = join(dir, `start-${requiredNode.replace(/\W/g, '')}.js`);
  await build({
    ...launcherBundleOptions,
    outfile,
    define: { REQUIRED_NODE: JSON.stringify(requiredNode) },
  });
  return outfile;
}

it('on a Node older than "engines", stops with one line naming both versions', async () => {
  const run = spawnSync(process.execPath, [await launcher('>=99.1')], { encoding: 'utf8' });
  expect(run.status).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr.trim().split('\n')).toEqual([
    expect.stringMatching(
      new RegExp(`needs Node >=99\\.1 .*this is Node ${process.versions.node}`),
    ),
  ]);
});

// The machine's own Node, when older than the project's (npm scripts run the newer one).
const systemNode = ['/usr/bin/node', '/usr/local/bin/node']
  .map((path) => ({ path, version: spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout }))
  .find(({ version }) => /^v(1[89]|2[01])\./.test(version ?? ''));

it.skipIf(!systemNode)(
  "refuses on the machine's older Node before loading anything newer",
  async () => {
    const run = spawnSync(systemNode?.path ?? '', [await launcher('>=22.12')], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(/^AdHelm needs Node >=22\.12 .*this is Node (18|19|20|21)\./);
  },
);
