/** A vendor's global function: a command and its arguments (`Intercom('show')`). */
export type VendorCommand = (command: string, ...args: unknown[]) => void;

/** The stand-in a vendor's snippet installs: it queues the calls its script replays once loaded. */
export type VendorQueue = VendorCommand & { q?: unknown[][] };

const pending = new Map<string, Promise<void>>();

/**
 * Adds an async script once per address and resolves when it has run. A failed load (blocked
 * by the network or an extension) rejects, and a later call may try again.
 */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const existing = pending.get(src);
  if (existing) return existing;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        pending.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      },
      { once: true },
    );
    document.head.append(script);
  });
  pending.set(src, loading);
  return loading;
}
