import { lazy, Suspense } from 'react';
import { useHydrated } from '../hooks/useHydrated';
import { hasThirdPartyVendors, vendorSettings } from './vendorSettings';

const ThirdPartyServices = lazy(() =>
  import('./ThirdPartyServices').then(({ ThirdPartyServices }) => ({
    default: ThirdPartyServices,
  })),
);
const ChatLauncher = lazy(() =>
  import('./chat/ChatLauncher').then(({ ChatLauncher }) => ({ default: ChatLauncher })),
);

/**
 * Where the layout mounts the consent banner and the vendors. Rendered after hydration (the
 * choice lives in the browser) and loaded on demand, so a site without vendors ships none of it.
 */
export function ThirdPartyServicesSlot() {
  const hydrated = useHydrated();
  if (!hydrated || !hasThirdPartyVendors()) return null;
  return (
    <Suspense fallback={null}>
      <ThirdPartyServices vendors={vendorSettings} />
    </Suspense>
  );
}

/** The chat launcher, last in the page so it comes last in the tab order. */
export function ChatLauncherSlot() {
  const hydrated = useHydrated();
  const chat = vendorSettings.chat;
  if (!hydrated || !chat) return null;
  return (
    <Suspense fallback={null}>
      <ChatLauncher vendor={chat} />
    </Suspense>
  );
}
