import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import satisfies from 'semver/functions/satisfies.js';
import { expect, it } from 'vitest';
import { DEVELOPMENT_ONLY_IMPORTS, serverBundleOptions } from './serverBundle';

const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  engines: { node: string };
};

it('the compiled server imports only Node built-ins, production dependencies and the development-only imports', async () => {
  const result = await build({ ...serverBundleOptions, write: false, metafile: true });
  const imported = new Set(
    Object.values(result.metafile.inputs)
      .flatMap((input) => input.imports)
      .filter((entry) => entry.external)
      .map((entry) => entry.path),
  );
  const allowed = (path: string) => {
    if (path.startsWith('node:') || builtinModules.includes(path)) return true;
    const name = path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0];
    if (name !== undefined && DEVELOPMENT_ONLY_IMPORTS.includes(name)) return true;
    return name !== undefined && name in packageJson.dependencies;
  };
  expect(imported.size).toBeGreaterThan(0);
  expect([...imported].filter((path) => !allowed(path))).toEqual([]);
  expect(packageJson.dependencies).not.toHaveProperty('tsx');
  for (const name of DEVELOPMENT_ONLY_IMPORTS) {
    expect(packageJson.dependencies).not.toHaveProperty(name);
  }
});

/**
 * An older Node to start the build with: the machine's own when it is older than "engines" (npm
 * scripts run a newer one), else this one, told it is Node 0.1.0.
 */
function olderNode(): { command: string; args: string[]; version: string } {
  for (const command of ['/usr/bin/node', '/usr/local/bin/node']) {
    const found = spawnSync(command, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
    if (found && !satisfies(found, packageJson.engines.node)) {
      return { command, args: [], version: found.replace(/^v/, '') };
    }
  }
  const pretend = "Object.defineProperty(process.versions,'node',{value:'0.1.0'})";
  return {
    command: process.execPath,
    args: ['--import', `data:text/javascript,${pretend}`],
    version: '0.1.0',
  };
}

it('on a Node older than "engines", stops with one line before loading the server', async () => {
  const outdir = mkdtempSync(join(tmpdir(), 'server-bundle-'));
  try {
    await build({ ...serverBundleOptions, outdir, sourcemap: false });
    const node = olderNode();
    const run = spawnSync(node.command, [...node.args, join(outdir, 'main.js')], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `The server needs Node ${packageJson.engines.node} (package.json "engines"); this is Node ${node.version}.\n`,
    );
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}, 30_000);
