/**
 * The origins the Content-Security-Policy must allow for the configured third-party vendors,
 * read at run time from the same VITE_* variables the site was built with. With no vendor
 * configured, no origin is added. Host lists follow each vendor's published CSP guidance.
 */
import { readVendorConfig, type ChatVendor, type ReferralVendor } from '../../config/vendors';
import vendorHostLists from './vendorHosts.json' with { type: 'json' };

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

/**
 * Each vendor's origins, by directive, as its own CSP guidance lists them (./vendorHosts.json,
 * whose `source` names where each list comes from).
 */
const vendorHosts = vendorHostLists as Record<
  ChatVendor['provider'] | ReferralVendor['provider'],
  HostList & { source: string }
>;

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
