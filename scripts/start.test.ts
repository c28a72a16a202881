import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

it('a production start without a build refuses with one clear line, and builds nothing', () => {
  const emptyDist = mkdtempSync(join(tmpdir(), 'no-build-'));
  try {
    const start = spawnSync(process.execPath, ['--experimental-strip-types', 'scripts/start.ts'], {
      env: { ...process.env, NODE_ENV: 'production', DIST_DIR: emptyDist },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(start.status).toBe(1);
    expect(start.stdout).toBe('');
    expect(start.stderr.trim()).toMatch(
      /^No build to serve \(.*index\.html.* missing\): run `npm run build` first; a production start never builds\.$/,
    );
  } finally {
    rmSync(emptyDist, { recursive: true, force: true });
  }
});
