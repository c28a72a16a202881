import { describe, expect, it, vi } from 'vitest';
import afterPaintDirective from './afterPaintDirective';

const pending = vi.hoisted(() => ({ paint: [] as (() => void)[], idle: [] as (() => void)[] }));

vi.mock('./afterFirstPaint', () => ({
  afterFirstPaint: (work: () => void) => pending.paint.push(work),
}));
vi.mock('../../integrations/whenIdle', () => ({
  whenIdle: (work: () => void) => {
    pending.idle.push(work);
    return () => undefined;
  },
}));

describe('client:after-paint', () => {
  it('loads and hydrates the island only once the page has painted and the browser is idle', async () => {
    const hydrate = vi.fn(async () => undefined);
    const load = vi.fn(async () => hydrate);
    afterPaintDirective(load, { name: 'after-paint', value: '' }, document.createElement('div'));
    expect(pending.paint).toHaveLength(1);
    expect(pending.idle).toHaveLength(0);
    expect(load).not.toHaveBeenCalled();

    pending.paint[0]?.();
    expect(pending.idle).toHaveLength(1);
    expect(load).not.toHaveBeenCalled();

    pending.idle[0]?.();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();
  });
});
