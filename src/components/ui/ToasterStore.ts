/**
 * The toast queue behind <Toaster>, usable from anywhere: at most one toast at a time,
 * and a dismissed toast stays in the list (closed, so it can animate out) for 1,000,000 ms.
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastContent {
  title: string;
  description?: string;
  tone?: 'error' | 'info';
}

export interface ToastEntry extends ToastContent {
  id: number;
  open: boolean;
}

type Listener = () => void;

let toasts: readonly ToastEntry[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: readonly ToastEntry[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly ToastEntry[] {
  return toasts;
}

/** Shows a toast, pushing out the oldest beyond the limit; returns its id. */
export function showToast(content: ToastContent): number {
  const id = nextId++;
  publish([{ ...content, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number): void {
  publish(toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((toast) => toast.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}
