/**
 * The secrets we make ourselves must be hard to guess, and each used for one purpose only:
 * PLATFORM_SIGNING_SECRET signs the link that opens an account, PLATFORM_WEBHOOK_SECRET the events
 * the platform acts on, TEAM_SESSION_KEY the team console's sessions. A production server refuses
 * to start with a weak one, or with one value in two settings; a development server warns.
 *
 * Strength is the number of guesses an attacker who knows how people make up secrets would need,
 * as zxcvbn estimates it (sequences, repeats, keyboard walks, dates, common words and passwords),
 * not the length: `abcdefghijklmnopqrstuvwxyz123456` is 32 characters and falls in 10^4 guesses.
 *
 * STRIPE_WEBHOOK_SECRET comes from Stripe, so only what Stripe never issues is judged there: a
 * placeholder or one repeated character. Its strength is Stripe's business, but it must not be the
 * value of another setting.
 */
import type { Environment } from '../config/environment';
import type { GuessEstimate } from './guessEstimator';

/**
 * 10^25 guesses, about 83 bits. zxcvbn counts a random character as at most 10 guesses and
 * sometimes reads a date or a short sequence into random digits: of 3,000 values of
 * `openssl rand -hex 16` (128 random bits), the lowest estimate was 10^27.6, and 2-3% fell under
 * 10^30, so a higher bar would refuse good secrets by chance. `openssl rand -base64 32` estimates
 * at 10^42 or more.
 */
export const MIN_GUESSES_LOG10 = 25;

/**
 * Values people type while setting up, compared without case or punctuation. Words of seven
 * letters or more are refused anywhere in the value ("please-changeme-…"); shorter ones only as
 * the whole value, since a random value may contain them by chance. Named apart from the estimate
 * because "placeholder" tells the person more than "too easy to guess".
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

const keyOf = (value: string) =>
  value.startsWith(WHSEC_PREFIX) ? value.slice(WHSEC_PREFIX.length) : value;

/** The secrets judged, how to make a good value, and whether their strength is ours to judge. */
const JUDGED = [
  {
    name: 'PLATFORM_SIGNING_SECRET',
    howToMake: 'PLATFORM_SIGNING_SECRET=$(openssl rand -base64 32)',
    judgeStrength: true,
  },
  {
    name: 'PLATFORM_WEBHOOK_SECRET',
    howToMake: 'PLATFORM_WEBHOOK_SECRET=whsec_$(openssl rand -base64 32)',
    judgeStrength: true,
  },
  {
    name: 'TEAM_SESSION_KEY',
    howToMake: 'TEAM_SESSION_KEY=$(openssl rand -base64 32)',
    judgeStrength: true,
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    howToMake:
      "copy the signing secret of the /api/stripe/webhook endpoint from Stripe's dashboard",
    judgeStrength: false,
  },
] as const;

type Estimator = (value: string) => GuessEstimate;

let estimator: Promise<Estimator> | undefined;

/**
 * zxcvbn with its common dictionaries (passwords, names, words of many languages), loaded on the
 * first secret judged: its dictionaries take a second or two to read, which a process that judges
 * no secret never pays.
 */
function loadEstimator(): Promise<Estimator> {
  estimator ??= import('./guessEstimator').then(({ createGuessEstimator }) =>
    createGuessEstimator(PLACEHOLDERS),
  );
  return estimator;
}

/** zxcvbn's names of what it found, as a person would say them. */
const PATTERN_WORDS: Record<string, string> = {
  dictionary: 'common words',
  sequence: 'a sequence',
  repeat: 'a repeat',
  spatial: 'a keyboard pattern',
  date: 'a date',
  regex: 'a predictable pattern',
  separator: 'separators',
};

/** What is wrong with one secret's value, or undefined when nothing is. */
export async function secretWeakness(
  value: string,
  judgeStrength = true,
): Promise<string | undefined> {
  const key = keyOf(value);
  const letters = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (/^(.)\1*$/su.test(key)) return 'is one repeated character';
  const isPlaceholder = (word: string) =>
    word.length >= 7 ? letters.includes(word) : letters === word;
  if (PLACEHOLDERS.some(isPlaceholder)) return 'is a placeholder';
  if (!judgeStrength) return undefined;
  const { guessesLog10, patterns } = (await loadEstimator())(key);
  if (guessesLog10 >= MIN_GUESSES_LOG10) return undefined;
  const found = patterns.map((pattern) => PATTERN_WORDS[pattern] ?? pattern).join(', ');
  return `is too easy to guess (${found ? `${found}; ` : ''}about 10^${Math.floor(guessesLog10)} guesses, at least 10^${MIN_GUESSES_LOG10} needed)`;
}

/**
 * One line per weak secret that is set, naming it and how to make a good value, and one per
 * value given to two settings (a leak of one would give away the other).
 */
export async function weakSecrets(env: Environment): Promise<string[]> {
  const lines: string[] = [];
  const seen = new Map<string, string>();
  for (const { name, howToMake, judgeStrength } of JUDGED) {
    const value = env[name]?.trim();
    if (!value) continue;
    const weakness = await secretWeakness(value, judgeStrength);
    if (weakness) lines.push(`${name} ${weakness}: make a strong one, e.g. ${howToMake}.`);
    const sharedWith = seen.get(keyOf(value));
    if (sharedWith) {
      lines.push(
        `${name} has the value of ${sharedWith}: give each setting its own secret, e.g. ${howToMake}.`,
      );
    } else seen.set(keyOf(value), name);
  }
  return lines;
}
