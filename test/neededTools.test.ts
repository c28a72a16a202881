import { afterEach, describe, expect, it, vi } from 'vitest';
import { installLine, neededTools, toolPath } from './neededTools';

describe('the programs the tests need', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('are the headless browser, PostgreSQL, Redis and Caddy, each from a Debian package', () => {
    expect(neededTools.map((tool) => tool.debianPackage)).toEqual([
      'chromium-headless-shell',
      'postgresql',
      'redis-server',
      'caddy',
    ]);
    expect(installLine(neededTools.slice(2))).toBe('sudo apt-get install -y redis-server caddy');
  });

  it('stop a test that misses one with one line that says how to install it', () => {
    vi.stubEnv('CADDY_PATH', '/nowhere/caddy');
    let error: unknown;
    try {
      toolPath('Caddy');
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(Error);
    const { message, stack } = error as Error;
    expect(message).toContain('`sudo apt-get install -y caddy`');
    expect(message).not.toContain('\n');
    expect(stack).toBe(message);
  });

  it('are found where a setting points', () => {
    vi.stubEnv('REDIS_SERVER_PATH', process.execPath);
    expect(toolPath('Redis')).toBe(process.execPath);
  });
});
