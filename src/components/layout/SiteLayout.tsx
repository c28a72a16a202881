import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { layoutText } from '../../content/navigation';
import { ChatLauncherSlot, ThirdPartyServicesSlot } from '../../integrations/ThirdPartySlots';
import { FloatingTrialLink } from './FloatingTrialLink';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export const MAIN_CONTENT_ID = 'main-content';

export function SiteLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstLocation = useRef(location);

  useEffect(() => {
    if (location === firstLocation.current) return;
    firstLocation.current = location;
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [location]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-control bg-white px-4 py-2 font-semibold text-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {layoutText.skipLink}
      </a>
      <ThirdPartyServicesSlot />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={null}>{children}</Suspense>
      </main>
      <SiteFooter />
      <FloatingTrialLink />
      <ChatLauncherSlot />
    </div>
  );
}
