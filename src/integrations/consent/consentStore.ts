import { consentVendors } from '../vendorSettings';

export type ConsentChoice = 'accepted' | 'rejected';
/** Why the banner is showing: no choice yet, reopened from the footer, or asked for by the chat launcher. */
export type BannerReason = 'first-visit' | 'settings' | 'chat';

export interface ConsentState {
  choice: ConsentChoice | undefined;
  bannerOpen: boolean;
  bannerReason: BannerReason;
}

interface StoredConsent {
  choice: ConsentChoice;
  vendors: string[];
  decidedAt: string;
}

export const CONSENT_STORAGE_KEY = 'site-consent';

type Listener = () => void;
const listeners = new Set<Listener>();

function isStoredConsent(value: unknown): value is StoredConsent {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    (record.choice === 'accepted' || record.choice === 'rejected') &&
    Array.isArray(record.vendors) &&
    record.vendors.every((vendor) => typeof vendor === 'string')
  );
}

/**
 * The remembered choice, if it still covers every configured vendor: a vendor added later must
 * be asked about again. Storage can be unavailable (blocked, private mode): then nothing is remembered.
 */
function readStoredChoice(): ConsentChoice | undefined {
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return undefined;
    const stored: unknown = JSON.parse(raw);
    if (!isStoredConsent(stored)) return undefined;
    return consentVendors.every((vendor) => stored.vendors.includes(vendor))
      ? stored.choice
      : undefined;
  } catch {
    return undefined;
  }
}

function writeStoredChoice(choice: ConsentChoice): void {
  const record: StoredConsent = {
    choice,
    vendors: [...consentVendors],
    decidedAt: new Date().toISOString(),
  };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // The choice still holds for this page view.
  }
}

function initialState(): ConsentState {
  const choice = readStoredChoice();
  return { choice, bannerOpen: choice === undefined, bannerReason: 'first-visit' };
}

let state: ConsentState = initialState();

function setState(next: ConsentState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getConsentState(): ConsentState {
  return state;
}

export function subscribeToConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasConsent(): boolean {
  return state.choice === 'accepted';
}

export function decideConsent(choice: ConsentChoice): void {
  writeStoredChoice(choice);
  setState({ ...state, choice, bannerOpen: false });
}

export function openConsentBanner(reason: BannerReason): void {
  setState({ ...state, bannerOpen: true, bannerReason: reason });
}

/** Closing without a choice is only possible once a choice exists (the reopened banner). */
export function dismissConsentBanner(): void {
  if (state.choice === undefined || !state.bannerOpen) return;
  setState({ ...state, bannerOpen: false });
}

/** Another tab decided: follow it, so one choice holds across the site. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CONSENT_STORAGE_KEY) return;
    const choice = readStoredChoice();
    if (choice === undefined || choice === state.choice) return;
    setState({ ...state, choice, bannerOpen: false });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
