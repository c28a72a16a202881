import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToToasts } from './ToasterStore';

/** Toasts last 5000 ms, swipe right past 50 px to dismiss, F8 focuses the region. */
const hotkey = ['F8'];

interface ToasterProps {
  /** The region's name for screen readers; `{hotkey}` is replaced by the key to reach it. */
  regionLabel: string;
  dismissLabel: string;
}

export function Toaster({ regionLabel, dismissLabel }: ToasterProps) {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
          className={`card flex items-start gap-3 p-4 data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[state=closed]:hidden ${
            toast.tone === 'error' ? 'border-l-4 border-l-alert' : 'border-l-4 border-l-info'
          }`}
        >
          <div className="flex-1 space-y-1">
            <Toast.Title className="font-semibold text-ink">{toast.title}</Toast.Title>
            {toast.description ? (
              <Toast.Description className="text-sm text-muted">
                {toast.description}
              </Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label={dismissLabel}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-control text-muted hover:text-ink"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={hotkey}
        label={regionLabel}
        className="fixed right-0 bottom-0 z-[60] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
