// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { finishLoading, removeVendorScripts } from '../../../test/vendorScripts';
import { startCrisp } from './crisp';

type CrispWindow = Window & { $crisp?: unknown[][]; CRISP_WEBSITE_ID?: string };
const target = window as CrispWindow;

afterEach(() => {
  removeVendorScripts();
  delete target.$crisp;
  delete target.CRISP_WEBSITE_ID;
});

describe('Crisp adapter', () => {
  it('sets the website id, keeps the chatbox hidden until opened, and opens it', async () => {
    const scriptUrl = 'https://client.example/crisp.js';
    const starting = startCrisp({ websiteId: 'site-1', scriptUrl });
    expect(target.CRISP_WEBSITE_ID).toBe('site-1');
    const queued = target.$crisp ?? [];
    expect(queued[0]).toEqual(['do', 'chat:hide']);
    expect(queued[1]?.slice(0, 2)).toEqual(['on', 'chat:closed']);

    finishLoading(scriptUrl);
    const adapter = await starting;
    adapter.open();
    expect(target.$crisp?.slice(-2)).toEqual([
      ['do', 'chat:show'],
      ['do', 'chat:open'],
    ]);

    // Closing the chat hides the chatbox again, so our launcher stays the only one.
    const onClosed = queued[1]?.[2] as () => void;
    onClosed();
    expect(target.$crisp?.at(-1)).toEqual(['do', 'chat:hide']);

    adapter.shutdown();
    expect(target.$crisp?.at(-1)).toEqual(['do', 'session:reset']);
  });
});
