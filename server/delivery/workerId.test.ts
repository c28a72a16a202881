import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deliveryWorkerId } from './workerId';

describe('the delivery worker id', () => {
  it('is the same for a process and its restart: host, absolute data folder and port', () => {
    const sources = { configured: undefined, dataDir: 'data', port: 3000 };
    expect(deliveryWorkerId(sources)).toBe(`${hostname()}:${resolve('data')}:3000`);
    expect(deliveryWorkerId({ ...sources })).toBe(deliveryWorkerId(sources));
  });

  it('tells apart processes side by side on one host', () => {
    const base = { configured: undefined, dataDir: '/srv/a', port: 3000 };
    const ids = new Set([
      deliveryWorkerId(base),
      deliveryWorkerId({ ...base, port: 3001 }),
      deliveryWorkerId({ ...base, dataDir: '/srv/b' }),
    ]);
    expect(ids.size).toBe(3);
  });

  it('leaves out port 0 (any free port, different on every start) and honours DELIVERY_WORKER_ID', () => {
    expect(deliveryWorkerId({ configured: undefined, dataDir: '/srv/a', port: 0 })).toBe(
      `${hostname()}:/srv/a`,
    );
    expect(deliveryWorkerId({ configured: 'web-1', dataDir: '/srv/a', port: 3000 })).toBe('web-1');
  });
});
