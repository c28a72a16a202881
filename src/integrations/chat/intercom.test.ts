// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  failLoading,
  finishLoading,
  removeVendorScripts,
  scriptElement,
} from '../../../test/vendorScripts';
import { startIntercom } from './intercom';

type IntercomWindow = Window & { Intercom?: (...args: unknown[]) => void };
const target = window as IntercomWindow;

afterEach(() => {
  removeVendorScripts();
  delete target.Intercom;
});

describe('Intercom adapter', () => {
  it('loads the script, boots without Intercom’s launcher, opens and shuts down', async () => {
    const scriptUrl = 'https://widget.example/intercom-a.js';
    const starting = startIntercom({ appId: 'app1', scriptUrl });
    expect(scriptElement(scriptUrl)?.async).toBe(true);
    // Before the script runs, calls wait in Intercom's queue.
    target.Intercom?.('update');

    const calls: unknown[][] = [];
    finishLoading(scriptUrl, () => {
      target.Intercom = (...args: unknown[]) => calls.push(args);
    });
    const adapter = await starting;
    expect(calls).toEqual([['boot', { app_id: 'app1', hide_default_launcher: true }]]);

    adapter.open();
    expect(calls.at(-1)).toEqual(['show']);

    document.cookie = 'intercom-session-app1=abc; path=/';
    document.cookie = 'unrelated=keep; path=/';
    adapter.shutdown();
    expect(calls.at(-1)).toEqual(['shutdown']);
    expect(document.cookie).not.toContain('intercom-session-app1');
    expect(document.cookie).toContain('unrelated=keep');
  });

  it('queues calls the way Intercom’s snippet does', () => {
    void startIntercom({ appId: 'app2', scriptUrl: 'https://widget.example/intercom-b.js' });
    const queue = target.Intercom as ((...args: unknown[]) => void) & { q: unknown[][] };
    queue('update', { page: '/' });
    expect(queue.q).toEqual([['update', { page: '/' }]]);
  });

  it('fails when the script cannot load', async () => {
    const scriptUrl = 'https://widget.example/intercom-c.js';
    const starting = startIntercom({ appId: 'app3', scriptUrl });
    failLoading(scriptUrl);
    await expect(starting).rejects.toThrow(scriptUrl);
    expect(scriptElement(scriptUrl)).toBeNull();
  });
});
