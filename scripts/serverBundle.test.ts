import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { expect, it } from 'vitest';
import { serverBundleOptions } from './serverBundle';

it('the compiled server imports only Node built-ins and production dependencies', async () => {
  const result = await build({ ...serverBundleOptions, write: false, metafile: true });
  const imported = new Set(
    Object.values(result.metafile.inputs)
      .flatMap((input) => input.imports)
      .filter((entry) => entry.external)
      .map((entry) => entry.path),
  );
  const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const allowed = (path: string) => {
    if (path.startsWith('node:') || builtinModules.includes(path)) return true;
    const name = path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0];
    return name !== undefined && name in packageJson.dependencies;
  };
  expect(imported.size).toBeGreaterThan(0);
  expect([...imported].filter((path) => !allowed(path))).toEqual([]);
  expect(packageJson.dependencies).not.toHaveProperty('tsx');
});
