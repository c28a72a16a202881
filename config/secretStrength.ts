/**
 * The secrets we generate ourselves must be strong: PLATFORM_SIGNING_SECRET signs the link that
 * opens an account, PLATFORM_WEBHOOK_SECRET signs the events the platform acts on. A production
 * server refuses to start with a weak one; a development server warns.
 *
 * STRIPE_WEBHOOK_SECRET comes from Stripe, so only what Stripe never issues is judged there: a
 * placeholder or one repeated character. Its length is Stripe's business.
 */
import type { Environment } from '../config/environment';

export const MIN_SECRET_LENGTH = 32;

/**
 * Values people type while setting up, compared without case or punctuation. Words of seven
 * letters or more are refused anywhere in the value ("please-changeme-…"); shorter ones only as
 * the whole value, since a random value may contain them by chance.
 */
const PLACEHOLDERS = [
  'changeme',
  'changethis',
  'replaceme',
  'placeholder',
  'yoursecret',
  'secrethere',
  'mysecret',
  'password',
  'example',
  'secret',
  'test',
  'dev',
  'xxx',
];

/** The webhook secrets carry Standard Webhooks' whsec_ prefix; the key is what follows it. */
const WHSEC_PREFIX = 'whsec_';

/** The secrets judged, how to make a good value, and whether the length is ours to judge. */
const JUDGED = [
  {
    name: 'PLATFORM_SIGNING_SECRET',
    howToMake: 'PLATFORM_SIGNING_SECRET=$(openssl rand -base64 32)',
    judgeLength: true,
  },
  {
    name: 'PLATFORM_WEBHOOK_SECRET',
    howToMake: 'PLATFORM_WEBHOOK_SECRET=whsec_$(openssl rand -base64 32)',
    judgeLength: true,
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    howToMake:
      "copy the signing secret of the /api/stripe/webhook endpoint from Stripe's dashboard",
    judgeLength: false,
  },
];

/** What is wrong with one secret's value, or undefined when nothing is. */
export function secretWeakness(value: string, judgeLength = true): string | undefined {
  const key = value.startsWith(WHSEC_PREFIX) ? value.slice(WHSEC_PREFIX.length) : value;
  const letters = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (/^(.)\1*$/su.test(key)) return 'is one repeated character';
  const isPlaceholder = (word: string) =>
    word.length >= 7 ? letters.includes(word) : letters === word;
  if (PLACEHOLDERS.some(isPlaceholder)) return 'is a placeholder';
  if (judgeLength && [...key].length < MIN_SECRET_LENGTH) {
    return `is shorter than ${MIN_SECRET_LENGTH} characters`;
  }
  return undefined;
}

/** One line per weak secret that is set, naming it and how to make a good value. */
export function weakSecrets(env: Environment): string[] {
  const lines: string[] = [];
  for (const { name, howToMake, judgeLength } of JUDGED) {
    const value = env[name]?.trim();
    if (!value) continue;
    const weakness = secretWeakness(value, judgeLength);
    if (weakness) lines.push(`${name} ${weakness}: make a strong one, e.g. ${howToMake}.`);
  }
  return lines;
}
