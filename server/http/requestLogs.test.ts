/** @vitest-environment node */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDist, startTestApp, testConfig, unreachableStore } from '../../test/apiApp';

const dist = createTestDist();
afterAll(() => dist.remove());

/** The log lines one page request leaves, as JSON objects. */
async function linesOfOneRequest(env: Record<string, string>) {
  const lines: string[] = [];
  const app = await startTestApp({
    config: testConfig(dist.dir, env),
    // A page needs no database.
    store: unreachableStore(),
    logger: true,
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.inject('/');
  await app.close();
  return lines.map((line) => JSON.parse(line) as { level: number; msg: string });
}

const requestLines = (lines: { level: number; msg: string }[]) =>
  lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed');

describe('request log lines', () => {
  it('stay out of a development log at info, and show at debug', async () => {
    expect(requestLines(await linesOfOneRequest({ LOG_LEVEL: 'info' }))).toEqual([]);
    const debug = requestLines(await linesOfOneRequest({ LOG_LEVEL: 'debug' }));
    expect(debug.map((line) => line.level)).toEqual([20, 20]);
  });

  it('stay at info in production, where the log collector counts them', async () => {
    const lines = await linesOfOneRequest({
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      CHECKOUT: 'test',
    });
    expect(requestLines(lines).map((line) => line.level)).toEqual([30, 30]);
  });
});
