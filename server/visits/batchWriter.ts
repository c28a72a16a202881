import { setTimeout as sleep } from 'node:timers/promises';

export interface BatchWriterOptions<Item> {
  /** Writes one batch (one multi-row INSERT per table). */
  write(batch: Item[]): Promise<void>;
  /** Items waiting at most; more are dropped rather than held in memory. */
  maxQueued: number;
  /** Items per write; a queue this long is written at once instead of at the next tick. */
  maxBatch: number;
  intervalMs: number;
  /** While this holds, a batch waits (up to `maxWaitMs`) before it is written. */
  waitWhile?: () => boolean;
  maxWaitMs?: number;
  /** Items lost: refused by a full queue, or in a batch whose write failed. */
  onDropped(count: number, error?: unknown): void;
}

export interface BatchWriter<Item> {
  /** Queues the item, or drops it (false) when the queue is full or closed. Never waits. */
  offer(item: Item): boolean;
  /** Writes everything queued so far. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left; later offers are dropped. */
  close(): Promise<void>;
}

/**
 * A bounded queue written in batches by one writer at a time, so counting holds at most one
 * database connection and never makes a request wait.
 */
export function createBatchWriter<Item>(options: BatchWriterOptions<Item>): BatchWriter<Item> {
  const { write, maxQueued, maxBatch, intervalMs, onDropped } = options;
  const { waitWhile = () => false, maxWaitMs = 1_000 } = options;
  let queue: Item[] = [];
  let writing: Promise<void> | undefined;
  let closed = false;

  const drain = async (): Promise<void> => {
    while (queue.length > 0) {
      // Closing writes at once: the server is stopping and no signup will wait behind it.
      const deadline = Date.now() + maxWaitMs;
      while (!closed && waitWhile() && Date.now() < deadline) await sleep(5);
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        await write(batch);
      } catch (error) {
        onDropped(batch.length, error);
      }
    }
  };
  const flush = (): Promise<void> => {
    writing ??= drain().finally(() => {
      writing = undefined;
    });
    return writing;
  };

  const flushAll = async (): Promise<void> => {
    // A write in flight may have started before the latest offers: wait, then write those.
    await writing;
    await flush();
  };

  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  return {
    offer(item) {
      if (closed || queue.length >= maxQueued) {
        onDropped(1);
        return false;
      }
      queue.push(item);
      if (queue.length >= maxBatch && !writing) setImmediate(() => void flush());
      return true;
    },
    flush: flushAll,
    async close() {
      closed = true;
      clearInterval(timer);
      await flushAll();
    },
  };
}
