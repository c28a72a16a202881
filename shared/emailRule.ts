/**
 * The one e-mail rule, shared by the browser's validation and the server's schema, so both accept
 * and refuse the same addresses and the server keeps one customer per mailbox. No React and no Node
 * API: it runs in both (each side hands in its own IDNA conversion).
 *
 * Accepted: an unquoted RFC 5322 address (dot-atoms of `atext`, letters, marks and digits of any
 * script in the local part) at a dotted host name whose last label is letters or punycode. Refused:
 * quoted local parts, comments, the specials `( ) , ; : < > [ ] \ "`, whitespace inside, dots at
 * either end of the local part or two in a row, empty labels, labels beginning or ending with "-",
 * and lengths beyond RFC 5321 (local part 64 octets, label 63, address 254). Characters that show
 * nothing (default-ignorable, format, filler characters) are refused, not dropped, so no
 * look-alike of an address can be stored.
 *
 * The form returned is NFKC-normalised, its domain in IDNA ASCII and lower case, its local part as
 * typed: that is where mail goes. The customer is found by `mailboxKey`, which ignores case.
 */
import { hasInvisibleCharacter } from './invisibleCharacters';

export type EmailRuleResult =
  { ok: true; email: string } | { ok: false; problem: 'empty' | 'invalid' };

/** A domain's IDNA (UTS #46) ASCII form, or '' when it is no valid host name. */
export type DomainToAscii = (domain: string) => string;

/** RFC 5321's limits, in octets. */
export const EMAIL_MAX_LENGTH = 254;
export const LOCAL_PART_MAX_LENGTH = 64;
export const DOMAIN_LABEL_MAX_LENGTH = 63;

/** RFC 5322 `dot-atom-text` over `atext`, widened to letters, marks and digits of any script. */
const LOCAL_PART =
  /^[\w!#$%&'*+\-/=?^`{|}~\p{L}\p{M}\p{N}]+(?:\.[\w!#$%&'*+\-/=?^`{|}~\p{L}\p{M}\p{N}]+)*$/u;

/** Characters a URL parser would read as something other than a host name. */
const NOT_IN_A_DOMAIN = /[\s/\\?#:%@[\]<>(),;"]/u;

/** The ASCII host: dotted labels of letters, digits and inner hyphens, the last letters or punycode. */
const ASCII_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const TOP_LEVEL = /^(?:[a-z]{2,}|xn--[a-z0-9-]+)$/;

const octets = (text: string) => new TextEncoder().encode(text).length;

/** The browser's IDNA: the URL parser's host name (the same UTS #46 mapping as Node's). */
export const urlDomainToAscii: DomainToAscii = (domain) => {
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    return '';
  }
};

export function normaliseEmail(
  input: string,
  domainToAscii: DomainToAscii = urlDomainToAscii,
): EmailRuleResult {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  const invalid = { ok: false, problem: 'invalid' } as const;
  if (hasInvisibleCharacter(trimmed)) return invalid;

  const composed = trimmed.normalize('NFKC');
  if (hasInvisibleCharacter(composed)) return invalid;
  const parts = composed.split('@');
  if (parts.length !== 2) return invalid;
  const [local = '', unicodeDomain = ''] = parts;
  if (!LOCAL_PART.test(local) || octets(local) > LOCAL_PART_MAX_LENGTH) return invalid;

  const domain = asciiDomain(unicodeDomain, domainToAscii);
  if (domain === undefined) return invalid;
  const email = `${local}@${domain}`;
  return octets(email) > EMAIL_MAX_LENGTH ? invalid : { ok: true, email };
}

/**
 * The key that finds a customer: the normalised address in lower case. Mail goes to the address as
 * first given; `Ann@x.com` and `ann@x.com` are one customer.
 */
export const mailboxKey = (normalisedEmail: string): string => normalisedEmail.toLowerCase();

function asciiDomain(domain: string, domainToAscii: DomainToAscii): string | undefined {
  if (domain === '' || NOT_IN_A_DOMAIN.test(domain)) return undefined;
  // The labels are checked on the ASCII form: converters map other dots (U+3002) to ".".
  const host = domainToAscii(domain).toLowerCase();
  const labels = host.split('.');
  const top = labels.at(-1) ?? '';
  const valid =
    labels.length >= 2 &&
    TOP_LEVEL.test(top) &&
    labels.every((label) => ASCII_LABEL.test(label) && label.length <= DOMAIN_LABEL_MAX_LENGTH);
  return valid ? host : undefined;
}
