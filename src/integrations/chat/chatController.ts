import type { ChatVendor } from '../../../config/vendors';
import type { ChatAdapter } from './chatAdapter';

export type ChatStatus = 'idle' | 'loading' | 'ready' | 'failed';

type Listener = () => void;
const listeners = new Set<Listener>();
let status: ChatStatus = 'idle';
let starting: Promise<ChatAdapter> | undefined;

function setStatus(next: ChatStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

export function getChatStatus(): ChatStatus {
  return status;
}

export function subscribeToChatStatus(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Each adapter is its own chunk: a site sends only the vendor it uses. */
function loadAdapter(vendor: ChatVendor): Promise<ChatAdapter> {
  switch (vendor.provider) {
    case 'intercom':
      return import('./intercom').then(({ startIntercom }) => startIntercom(vendor));
    case 'crisp':
      return import('./crisp').then(({ startCrisp }) => startCrisp(vendor));
  }
}

/** Loads and starts the vendor once; after a failure the next call tries again. Call only with consent. */
export function startChat(vendor: ChatVendor): Promise<ChatAdapter> {
  if (!starting) {
    setStatus('loading');
    starting = loadAdapter(vendor).then(
      (adapter) => {
        setStatus('ready');
        return adapter;
      },
      (error: unknown) => {
        starting = undefined;
        setStatus('failed');
        throw error;
      },
    );
  }
  return starting;
}

export async function openChat(vendor: ChatVendor): Promise<void> {
  (await startChat(vendor)).open();
}

/** True once any vendor code has been asked for: withdrawing consent must then clean up. */
export function chatWasStarted(): boolean {
  return starting !== undefined || status === 'failed';
}

export async function shutdownChat(): Promise<void> {
  if (!starting) return;
  const adapter = await starting.catch(() => undefined);
  adapter?.shutdown();
}
