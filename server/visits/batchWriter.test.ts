import { describe, expect, it } from 'vitest';
import { createBatchWriter } from './batchWriter';

class RowRefused extends Error {}

function writerFor(
  options: {
    maxQueued?: number;
    maxBatch?: number;
    fail?: boolean;
    refuses?: (item: number) => boolean;
    waitWhile?: () => boolean;
    maxBatchWhileWaiting?: number;
  } = {},
) {
  const batches: number[][] = [];
  let dropped = 0;
  const causes: string[] = [];
  const writer = createBatchWriter<number>({
    maxQueued: options.maxQueued ?? 100,
    maxBatch: options.maxBatch ?? 3,
    intervalMs: 60_000,
    async write(batch) {
      if (options.fail) throw new Error('database gone');
      if (batch.some((item) => options.refuses?.(item))) throw new RowRefused('row refused');
      batches.push(batch);
    },
    isRowError: (error) => error instanceof RowRefused,
    onDropped: (count, cause) => {
      dropped += count;
      causes.push(cause);
    },
    ...(options.waitWhile ? { waitWhile: options.waitWhile, maxWaitMs: 200 } : {}),
    ...(options.maxBatchWhileWaiting ? { maxBatchWhileWaiting: options.maxBatchWhileWaiting } : {}),
  });
  return { writer, batches, dropped: () => dropped, causes };
}

describe('the batch writer', () => {
  it('writes the queue in batches of at most maxBatch, in order', async () => {
    const { writer, batches } = writerFor();
    for (let item = 1; item <= 7; item++) writer.offer(item);
    await writer.flush();
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    await writer.close();
  });

  it('writes a full batch without waiting for the timer', async () => {
    const { writer, batches } = writerFor();
    [1, 2, 3].forEach((item) => writer.offer(item));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(batches).toEqual([[1, 2, 3]]);
    await writer.close();
  });

  it('drops and counts what a full queue cannot take', async () => {
    const { writer, batches, dropped } = writerFor({ maxQueued: 2 });
    expect([1, 2, 3, 4].map((item) => writer.offer(item))).toEqual([true, true, false, false]);
    expect(dropped()).toBe(2);
    await writer.close();
    expect(batches.flat()).toEqual([1, 2]);
  });

  it('counts a batch the database could not take as dropped, whole, and goes on', async () => {
    const { writer, dropped, causes } = writerFor({ fail: true });
    [1, 2, 3, 4].forEach((item) => writer.offer(item));
    await writer.flush();
    expect(dropped()).toBe(4);
    expect(causes).toEqual(['write failed', 'write failed']);
    await writer.close();
  });

  it('splits a batch refused for one row, and keeps every other row', async () => {
    const { writer, batches, dropped } = writerFor({
      maxBatch: 1_000,
      refuses: (item) => item === 13,
    });
    for (let item = 1; item <= 40; item++) writer.offer(item);
    await writer.flush();
    expect(dropped()).toBe(1);
    expect(batches.flat().sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1).filter((item) => item !== 13),
    );
    expect(batches.length).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(40)));
    await writer.close();
  });

  it('writes what is left on close, then refuses', async () => {
    const { writer, batches, dropped } = writerFor();
    writer.offer(1);
    await writer.close();
    expect(batches).toEqual([[1]]);
    expect(writer.offer(2)).toBe(false);
    expect(dropped()).toBe(1);
  });

  it('waits for a quiet moment before writing, but not longer than maxWaitMs', async () => {
    let busy = true;
    const { writer, batches } = writerFor({ waitWhile: () => busy });
    writer.offer(1);
    const flushed = writer.flush();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(batches).toEqual([]);
    busy = false;
    await flushed;
    expect(batches).toEqual([[1]]);

    busy = true;
    writer.offer(2);
    const begun = performance.now();
    await writer.flush();
    expect(batches).toEqual([[1], [2]]);
    expect(performance.now() - begun).toBeGreaterThanOrEqual(190);
    await writer.close();
  });

  it('once it has waited its time, writes small batches with a turn of the event loop between', async () => {
    const { writer, batches } = writerFor({
      maxBatch: 10,
      maxBatchWhileWaiting: 2,
      waitWhile: () => true,
    });
    for (let item = 1; item <= 5; item++) writer.offer(item);
    const begun = performance.now();
    const flushed = writer.flush();
    let turns = 0;
    const countTurns = setInterval(() => (turns += 1), 0);
    await flushed;
    clearInterval(countTurns);
    // One wait of 200 ms for the whole queue, not one per batch (600 ms).
    expect(performance.now() - begun).toBeLessThan(550);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
    expect(turns).toBeGreaterThan(0);
    await writer.close();
  });
});
