import { setImmediate as yieldToIo, setTimeout as sleep } from 'node:timers/promises';

export interface BatchWriterOptions<Item> {
  /** Writes one batch (one statement per table, in one transaction). */
  write(batch: Item[]): Promise<void>;
  /** Items waiting at most; more are dropped rather than held in memory. */
  maxQueued: number;
  /** Items per write; a queue this long is written at once instead of at the next tick. */
  maxBatch: number;
  intervalMs: number;
  /**
   * While this holds, the queue waits (up to `maxWaitMs`) before it is written, and is then
   * written `maxBatchWhileWaiting` items at a time: a write holds the database (on PGlite, the
   * server's thread) for a short moment only.
   */
  waitWhile?: () => boolean;
  maxWaitMs?: number;
  maxBatchWhileWaiting?: number;
  /**
   * Whether a failed write was refused for what a row holds (rather than for the database being
   * away): such a batch is split and its halves written on their own, so the good rows are kept.
   */
  isRowError?: (error: unknown) => boolean;
  /** Items lost: refused by a full queue, or in the smallest batch whose write failed. */
  onDropped(count: number, cause: 'queue full' | 'write failed', error?: unknown): void;
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
 * database connection and never makes a request wait. One bad row never costs a batch: a write
 * refused for its rows is halved until the row that fails is alone, and only that one is dropped.
 */
export function createBatchWriter<Item>(options: BatchWriterOptions<Item>): BatchWriter<Item> {
  const { write, maxQueued, maxBatch, intervalMs, onDropped } = options;
  const { waitWhile = () => false, maxWaitMs = 1_000, isRowError = () => false } = options;
  const { maxBatchWhileWaiting = maxBatch } = options;
  let queue: Item[] = [];
  let writing: Promise<void> | undefined;
  let closed = false;

  const writeKeepingGoodRows = async (batch: Item[]): Promise<void> => {
    try {
      await write(batch);
    } catch (error) {
      if (batch.length === 1 || !isRowError(error)) {
        onDropped(batch.length, 'write failed', error);
        return;
      }
      const half = Math.ceil(batch.length / 2);
      await writeKeepingGoodRows(batch.slice(0, half));
      await writeKeepingGoodRows(batch.slice(half));
    }
  };

  const drain = async (): Promise<void> => {
    const deadline = Date.now() + maxWaitMs;
    while (queue.length > 0) {
      // Closing writes at once: the server is stopping and no signup will wait behind it.
      while (!closed && waitWhile() && Date.now() < deadline) await sleep(5);
      const waiting = !closed && waitWhile();
      const batch = queue.slice(0, waiting ? maxBatchWhileWaiting : maxBatch);
      queue = queue.slice(batch.length);
      await writeKeepingGoodRows(batch);
      // A write on PGlite may finish without the thread ever reaching its I/O: let it, between two.
      if (waiting) await yieldToIo();
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
        onDropped(1, 'queue full');
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
