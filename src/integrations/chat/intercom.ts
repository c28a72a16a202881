import { clearVendorCookies } from '../clearVendorCookies';
import { loadScript, type VendorCommand, type VendorQueue } from '../loadScript';
import type { ChatAdapter } from './chatAdapter';

type IntercomWindow = Window & { Intercom?: VendorCommand };

/** Intercom's cookies on our domain: intercom-id-*, intercom-session-*, intercom-device-id-*. */
const INTERCOM_COOKIE_PREFIX = 'intercom-';

/** The queue Intercom's own snippet installs: calls made before the script runs are replayed by it. */
function installQueue(target: IntercomWindow): void {
  if (typeof target.Intercom === 'function') return;
  const queue: VendorQueue = (...args: unknown[]) => {
    queue.q?.push(args);
  };
  queue.q = [];
  target.Intercom = queue;
}

/**
 * Loads the Intercom Messenger and boots it without its own launcher: our button opens it
 * (docs/decisions.md#live-chat), so two launchers never sit on top of each other.
 */
export async function startIntercom(settings: {
  appId: string;
  scriptUrl: string;
}): Promise<ChatAdapter> {
  const target = window as IntercomWindow;
  installQueue(target);
  await loadScript(settings.scriptUrl);
  // Looked up on every call: the loaded script replaces the queue with the real function.
  const intercom: VendorCommand = (command, ...args) => target.Intercom?.(command, ...args);
  intercom('boot', { app_id: settings.appId, hide_default_launcher: true });
  return {
    open: () => intercom('show'),
    shutdown: () => {
      intercom('shutdown');
      clearVendorCookies([INTERCOM_COOKIE_PREFIX]);
    },
  };
}
