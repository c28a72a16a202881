import { clearVendorCookies } from '../clearVendorCookies';
import { loadScript } from '../loadScript';
import type { ChatAdapter } from './chatAdapter';

interface CrispQueue {
  push(command: unknown[]): void;
}
type CrispWindow = Window & { $crisp?: CrispQueue; CRISP_WEBSITE_ID?: string };

/** Crisp's cookies on our domain: crisp-client/session/<website id> and friends. */
const CRISP_COOKIE_PREFIX = 'crisp-client';

/**
 * Loads the Crisp chatbox (it starts itself from CRISP_WEBSITE_ID) and keeps it hidden until our
 * launcher opens it; closing the chat hides it again, so our launcher stays the only one.
 */
export async function startCrisp(settings: {
  websiteId: string;
  scriptUrl: string;
}): Promise<ChatAdapter> {
  const target = window as CrispWindow;
  target.$crisp ??= [];
  target.CRISP_WEBSITE_ID = settings.websiteId;
  // Looked up on every call: the loaded script replaces the array with its own queue object.
  const crisp = (...command: unknown[]) => target.$crisp?.push(command);
  crisp('do', 'chat:hide');
  crisp('on', 'chat:closed', () => crisp('do', 'chat:hide'));
  await loadScript(settings.scriptUrl);
  return {
    open: () => {
      crisp('do', 'chat:show');
      crisp('do', 'chat:open');
    },
    shutdown: () => {
      crisp('do', 'session:reset');
      clearVendorCookies([CRISP_COOKIE_PREFIX]);
    },
  };
}
