import type { SignupRow } from '../../shared/contracts/teamConsole';
import type { Copy } from '../../shared/copy/collections';
import { fillTemplate } from '../../shared/language/fillTemplate';
import { countWords, formatMoment } from './formatting';

type TeamConsoleCopy = Copy<'teamConsole'>;
type Delivery = SignupRow['deliveries'][number];

/** Level ids and their names in the pricing copy ("business" → "Business"). */
export type PlanNames = Readonly<Record<string, string>>;

const isKnown = <Key extends string>(words: Record<Key, string>, key: string): key is Key =>
  Object.hasOwn(words, key);

/**
 * A plan as the site names it, with the currency it is paid in: "Business · monthly · GBP"; the
 * id itself if the copy lacks it.
 */
export function planWords(
  { level, billing, currency }: Pick<SignupRow, 'level' | 'billing' | 'currency'>,
  planNames: PlanNames,
  copy: TeamConsoleCopy['signups'],
): string {
  if (!level) return copy.none;
  const name = planNames[level] ?? level;
  if (!billing) return name;
  const period = isKnown(copy.billing, billing) ? copy.billing[billing] : billing;
  const plan = fillTemplate(copy.plan, { level: name, billing: period });
  return currency ? `${plan} · ${currency}` : plan;
}

/**
 * A delivery's state in a sentence: "Welcome e-mail sent", "Couldn't reach the platform:
 * retrying at 14:05 UTC". A pending delivery with attempts behind it is one whose last attempt
 * failed and that waits for its retry.
 */
export function deliveryWords(
  delivery: Delivery,
  copy: TeamConsoleCopy['deliveries'],
  now: Date = new Date(),
): string {
  const words = copy.words[delivery.kind];
  if (delivery.state === 'pending' && delivery.attempts > 0) {
    return delivery.nextAttemptAt
      ? fillTemplate(words.retrying, { time: formatMoment(delivery.nextAttemptAt, now) })
      : words.retryingSoon;
  }
  if (delivery.state === 'failed') {
    return fillTemplate(words.failed, { attempts: countWords(copy.attempts, delivery.attempts) });
  }
  return words[delivery.state];
}
