import { MessageCircle, MessageCircleOff } from 'lucide-react';
import { useMemo, useSyncExternalStore } from 'react';
import { consentText } from '../consent/consentText';
import type { Copy } from '../../../shared/copy/collections';
import type { Locale } from '../../../shared/language/locales';
import { hasConsent, openConsentBanner } from '../consent/consentStore';
import type { ChatVendor } from '../../../config/vendors';
import { getChatStatus, openChat, startChat, subscribeToChatStatus } from './chatController';

/**
 * Under 768 px it sits above the floating trial link (bottom-4, 44 px high), so the
 * two never overlap; from 768 px that link is hidden and the launcher takes the corner.
 */
const launcherClass =
  // eslint-disable-next-line repository/sentences-in-code -- CSS classes, not copy.
  'fixed right-4 bottom-20 z-30 inline-flex size-14 items-center justify-center rounded-full shadow-soft md:right-6 md:bottom-6';

/**
 * Our own light launcher (docs/decisions.md#live-chat), shown at once. The vendor loads only with
 * consent: warmed up when the visitor reaches for the button, opened on click. Without consent a
 * click opens the consent banner, which says why.
 */
export function ChatLauncher({
  vendor,
  locale,
  copy,
}: {
  vendor: ChatVendor;
  locale: Locale;
  /** The launcher's copy in the page's language. */
  copy: Copy<'consent'>;
}) {
  const chatLauncher = useMemo(() => consentText(copy, locale).chatLauncher, [copy, locale]);
  const status = useSyncExternalStore(subscribeToChatStatus, getChatStatus, getChatStatus);

  const warmUp = () => {
    if (hasConsent()) startChat(vendor).catch(() => undefined);
  };
  const launch = () => {
    if (!hasConsent()) {
      openConsentBanner('chat');
      return;
    }
    openChat(vendor).catch((error: unknown) => console.warn('The chat failed to open.', error));
  };

  if (status === 'failed') {
    return (
      <a
        href={chatLauncher.unavailableHref}
        className={`${launcherClass} border border-line bg-white text-ink`}
        aria-label={chatLauncher.unavailable}
        data-testid="chat-launcher"
      >
        <MessageCircleOff aria-hidden="true" />
      </a>
    );
  }

  const loading = status === 'loading';
  return (
    <button
      type="button"
      className={`${launcherClass} bg-primary text-white hover:bg-primary-hover`}
      aria-label={loading ? chatLauncher.opening : chatLauncher.open}
      aria-busy={loading}
      onPointerEnter={warmUp}
      onFocus={warmUp}
      onClick={launch}
      data-testid="chat-launcher"
    >
      <MessageCircle aria-hidden="true" className={loading ? 'animate-pulse' : undefined} />
    </button>
  );
}
