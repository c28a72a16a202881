import { chatWasStarted, openChat, shutdownChat, startChat } from './chat/chatController';
import {
  followOtherTabs,
  getConsentState,
  subscribeToConsent,
  type ConsentState,
} from './consent/consentStore';
import {
  referralTrackingWasStarted,
  startReferralTracking,
  stopReferralTracking,
} from './referral/referralTracking';
import type { VendorConfig } from '../../config/vendors';
import { whenIdle } from '../components/ui/scheduling';

const logFailure = (what: string) => (error: unknown) =>
  console.warn(`${what} failed to start.`, error);

/**
 * Starts the configured vendors when, and only when, the visitor consents (docs/decisions.md#consent):
 * the referral tracker at once, the chat when the browser is idle, or straight away when
 * the visitor accepted because they asked for the chat. Returns a function that stops listening.
 */
export function startThirdPartyServices(vendors: VendorConfig): () => void {
  let cancelIdleChat: (() => void) | undefined;

  const onAccepted = (askedForChat: boolean) => {
    if (vendors.referral) {
      startReferralTracking(vendors.referral).catch(logFailure('Referral tracking'));
    }
    const chat = vendors.chat;
    if (!chat) return;
    if (askedForChat) openChat(chat).catch(logFailure('The chat'));
    else cancelIdleChat ??= whenIdle(() => void startChat(chat).catch(logFailure('The chat')));
  };

  // Vendor code cannot be unloaded: end its sessions, delete its cookies, then start afresh.
  const onWithdrawn = async () => {
    cancelIdleChat?.();
    cancelIdleChat = undefined;
    if (!chatWasStarted() && !referralTrackingWasStarted()) return;
    await Promise.all([shutdownChat(), stopReferralTracking()]);
    window.location.reload();
  };

  let previous: ConsentState = getConsentState();
  if (previous.choice === 'accepted') onAccepted(false);

  const unsubscribe = subscribeToConsent(() => {
    const current = getConsentState();
    if (current.choice === 'accepted' && previous.choice !== 'accepted') {
      onAccepted(previous.bannerOpen && previous.bannerReason === 'chat');
    } else if (current.choice === 'rejected' && previous.choice === 'accepted') {
      void onWithdrawn();
    }
    previous = current;
  });
  const stopFollowing = followOtherTabs();

  return () => {
    unsubscribe();
    stopFollowing();
    cancelIdleChat?.();
  };
}
