import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvironment } from './environment';

let directory: string | undefined;

function projectWithEnvFile(text: string): string {
  directory = mkdtempSync(join(tmpdir(), 'environment-'));
  writeFileSync(join(directory, '.env'), text);
  return directory;
}

afterEach(() => {
  if (directory) rmSync(directory, { recursive: true, force: true });
  directory = undefined;
});

describe('loadEnvironment', () => {
  it('reads .env when the process environment does not set a value', () => {
    const env = loadEnvironment({
      directory: projectWithEnvFile(
        'SITE_URL=https://www.adhelm.example\nVITE_BRAND_NAME="Ad Helm"\n',
      ),
      processEnv: {},
    });
    expect(env.SITE_URL).toBe('https://www.adhelm.example');
    expect(env.VITE_BRAND_NAME).toBe('Ad Helm');
  });

  it('lets the process environment win, even with an empty value', () => {
    const env = loadEnvironment({
      directory: projectWithEnvFile('PORT=3000\nDATABASE_URL=postgres://db/app\n'),
      processEnv: { PORT: '4000', DATABASE_URL: '' },
    });
    expect(env.PORT).toBe('4000');
    expect(env.DATABASE_URL).toBe('');
  });

  it('works without a .env file', () => {
    directory = mkdtempSync(join(tmpdir(), 'environment-'));
    expect(loadEnvironment({ directory, processEnv: { PORT: '5000' } })).toEqual({ PORT: '5000' });
  });
});
