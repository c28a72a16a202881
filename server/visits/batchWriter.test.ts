import { describe, expect, it } from 'vitest';
import { createBatchWriter } from './batchWriter';

function writerFor(
  options: { maxQueued?: number; fail?: boolean; waitWhile?: () => boolean } = {},
) {
  const batches: number[][] = [];
  let dropped = 0;
  const writer = createBatchWriter<number>({
    maxQueued: options.maxQueued ?? 100,
    maxBatch: 3,
    intervalMs: 60_000,
    async write(batch) {
      if (options.fail) throw new Error('database gone');
      batches.push(batch);
    },
    onDropped: (count) => (dropped += count),
    ...(options.waitWhile ? { waitWhile: options.waitWhile, maxWaitMs: 200 } : {}),
  });
  return { writer, batches, dropped: () => dropped };
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

  it('counts a failed batch as dropped and goes on', async () => {
    const { writer, dropped } = writerFor({ fail: true });
    [1, 2, 3, 4].forEach((item) => writer.offer(item));
    await writer.flush();
    expect(dropped()).toBe(4);
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
});
