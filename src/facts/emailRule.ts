/**
 * The one e-mail rule, shared by the browser's validation and the server's schema, so both accept
 * and refuse the same addresses and the server stores one form per address. No React and no Node
 * API: it runs in both.
 *
 * An address needs a local part, an "@", a domain and a top-level part of at least two letters.
 * On top of that, an address is compared in one form: trimmed, NFKC-normalised (so composed and
 * decomposed accents, full-width letters and the like are one address), its domain in its IDNA
 * ASCII form (a Unicode domain and its punycode are one address), lower-cased. Characters that
 * look like nothing (format characters such as zero-width spaces), private-use characters,
 * control characters and lone surrogates are refused outright rather than silently dropped.
 */
export type EmailRuleResult =
  { ok: true; email: string } | { ok: false; problem: 'empty' | 'invalid' };

/** RFC 5321's limit on a whole address. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Control (Cc), format (Cf), private-use (Co) and surrogate (Cs, only lone ones in a string)
 * characters, and U+FFFD, which stands in for bytes that were not valid text on the way here.
 */
const INVISIBLE_OR_BROKEN = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\ufffd]/u;

/** On the Unicode form: the top-level part is two letters or more, in any script. */
const SHAPE = /^[^\s@]+@[^\s@]+\.\p{L}{2,}$/u;

/** Characters a domain cannot hold that a URL parser would read as something else. */
const NOT_IN_A_DOMAIN = /[/\\?#:%[\]]/;

export function normaliseEmail(input: string): EmailRuleResult {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (INVISIBLE_OR_BROKEN.test(trimmed)) return { ok: false, problem: 'invalid' };

  const composed = trimmed.normalize('NFKC');
  if (INVISIBLE_OR_BROKEN.test(composed) || !SHAPE.test(composed)) {
    return { ok: false, problem: 'invalid' };
  }
  const at = composed.lastIndexOf('@');
  const domain = asciiDomain(composed.slice(at + 1));
  if (domain === undefined) return { ok: false, problem: 'invalid' };

  const email = `${composed.slice(0, at)}@${domain}`.toLowerCase();
  if (email.length > EMAIL_MAX_LENGTH) return { ok: false, problem: 'invalid' };
  return { ok: true, email };
}

/**
 * The domain's IDNA (UTS #46) ASCII form, through the URL parser both browsers and Node carry,
 * or undefined when it is no valid host name. A trailing dot is refused, as the shape rule does.
 */
function asciiDomain(domain: string): string | undefined {
  if (NOT_IN_A_DOMAIN.test(domain)) return undefined;
  let host: string;
  try {
    host = new URL(`http://${domain}`).hostname;
  } catch {
    return undefined;
  }
  // The parser reads an all-numeric name as an IPv4 address; the shape rule wants letters last.
  return /\.(?:[a-z]{2,}|xn--[a-z0-9-]+)$/.test(host) && !host.endsWith('.') ? host : undefined;
}
