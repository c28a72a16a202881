/**
 * The origins the Content-Security-Policy must allow for the configured third-party vendors,
 * read at run time from the same VITE_* variables the site was built with. With no vendor
 * configured, no origin is added. Host lists follow each vendor's published CSP guidance.
 */
import { readVendorConfig, type ChatVendor, type ReferralVendor } from '../../config/vendors';

/** The CSP directives a vendor may need origins added to, named as SecurityOptions names them. */
export const vendorDirectives = [
  'scriptOrigins',
  'connectOrigins',
  'frameOrigins',
  'imageOrigins',
  'styleOrigins',
  'fontOrigins',
  'mediaOrigins',
  'workerOrigins',
  'formOrigins',
] as const;

type Directive = (typeof vendorDirectives)[number];

export type VendorOrigins = Record<Directive, string[]>;

type HostList = Partial<Record<Directive, readonly string[]>>;

/** Intercom Messenger (intercom.com/help, "Using Intercom with Content Security Policy"). */
const intercomHosts: HostList = {
  scriptOrigins: [
    'https://app.intercom.io',
    'https://widget.intercom.io',
    'https://js.intercomcdn.com',
  ],
  connectOrigins: [
    'https://via.intercom.io',
    'https://api.intercom.io',
    'https://api.au.intercom.io',
    'https://api.eu.intercom.io',
    'https://api-iam.intercom.io',
    'https://api-iam.eu.intercom.io',
    'https://api-iam.au.intercom.io',
    'https://api-ping.intercom.io',
    'https://nexus-websocket-a.intercom.io',
    'wss://nexus-websocket-a.intercom.io',
    'https://nexus-websocket-b.intercom.io',
    'wss://nexus-websocket-b.intercom.io',
    'https://nexus-europe-websocket.intercom.io',
    'wss://nexus-europe-websocket.intercom.io',
    'https://nexus-australia-websocket.intercom.io',
    'wss://nexus-australia-websocket.intercom.io',
    'https://uploads.intercomcdn.com',
    'https://uploads.intercomcdn.eu',
    'https://uploads.au.intercomcdn.com',
    'https://uploads.eu.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
  ],
  frameOrigins: [
    'https://intercom-sheets.com',
    'https://www.intercom-reporting.com',
    'https://www.youtube.com',
    'https://player.vimeo.com',
    'https://fast.wistia.net',
  ],
  imageOrigins: [
    'blob:',
    'https://js.intercomcdn.com',
    'https://static.intercomassets.com',
    'https://downloads.intercomcdn.com',
    'https://downloads.intercomcdn.eu',
    'https://downloads.au.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
    'https://gifs.intercomcdn.com',
    'https://video-messages.intercomcdn.com',
    'https://messenger-apps.intercom.io',
    'https://messenger-apps.eu.intercom.io',
    'https://messenger-apps.au.intercom.io',
    'https://*.intercom-attachments-1.com',
    'https://*.intercom-attachments.eu',
    'https://*.au.intercom-attachments.com',
    'https://*.intercom-attachments-2.com',
    'https://*.intercom-attachments-5.com',
    'https://*.intercom-attachments-6.com',
    'https://*.intercom-attachments-7.com',
    'https://*.intercom-attachments-8.com',
    'https://*.intercom-attachments-9.com',
    'https://static.intercomassets.eu',
    'https://static.au.intercomassets.com',
  ],
  fontOrigins: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  mediaOrigins: ['https://js.intercomcdn.com'],
  formOrigins: [
    'https://intercom.help',
    'https://api-iam.intercom.io',
    'https://api-iam.eu.intercom.io',
    'https://api-iam.au.intercom.io',
  ],
};

/** Crisp chatbox: the required hosts and file storage (docs.crisp.chat, "Crisp Domain Names"). */
const crispHosts: HostList = {
  scriptOrigins: ['https://client.crisp.chat'],
  connectOrigins: [
    'https://client.crisp.chat',
    'https://storage.crisp.chat',
    'wss://client.relay.crisp.chat',
  ],
  imageOrigins: [
    'https://client.crisp.chat',
    'https://image.crisp.chat',
    'https://storage.crisp.chat',
  ],
  styleOrigins: ['https://client.crisp.chat'],
  fontOrigins: ['https://client.crisp.chat'],
  mediaOrigins: ['https://client.crisp.chat'],
  // Crisp fetches its workers from client.crisp.chat and runs them from blob: URLs.
  workerOrigins: ['blob:', 'https://client.crisp.chat'],
};

/** Rewardful's rw.js is served from, and reports to, r.wdfl.co. */
const rewardfulHosts: HostList = {
  scriptOrigins: ['https://r.wdfl.co'],
  connectOrigins: ['https://r.wdfl.co'],
};

/** FirstPromoter's fpr.js comes from its CDN and reports clicks and referrals to t.firstpromoter.com. */
const firstPromoterHosts: HostList = {
  scriptOrigins: ['https://cdn.firstpromoter.com'],
  connectOrigins: ['https://t.firstpromoter.com'],
};

const vendorHosts: Record<ChatVendor['provider'] | ReferralVendor['provider'], HostList> = {
  intercom: intercomHosts,
  crisp: crispHosts,
  rewardful: rewardfulHosts,
  firstpromoter: firstPromoterHosts,
};

/** The signup API on an origin of its own (VITE_*_API_URL, as on a static host): the page calls it. */
function signupApiHosts(env: NodeJS.ProcessEnv): HostList {
  const urls = ['VITE_ACCOUNTING_API_URL', 'VITE_CUSTOMER_API_URL'].map(
    (name) => env[name]?.trim() ?? '',
  );
  return {
    connectOrigins: urls.filter((url) => URL.canParse(url)).map((url) => new URL(url).origin),
  };
}

function merge(lists: readonly HostList[]): VendorOrigins {
  const collect = (directive: Directive) => [
    ...new Set(lists.flatMap((list) => list[directive] ?? [])),
  ];
  return Object.fromEntries(
    vendorDirectives.map((directive) => [directive, collect(directive)]),
  ) as VendorOrigins;
}

export function vendorOrigins(env: NodeJS.ProcessEnv = process.env): VendorOrigins {
  const vendors = readVendorConfig((name) => env[name]?.trim() ?? '');
  const lists: HostList[] = [signupApiHosts(env)];
  for (const vendor of [vendors.chat, vendors.referral]) {
    // A script-address override (a proxy, or a loopback fake in tests) adds its own origin.
    if (vendor)
      lists.push(vendorHosts[vendor.provider], {
        scriptOrigins: [new URL(vendor.scriptUrl).origin],
      });
  }
  return merge(lists);
}
