import { sourceTags } from '../../shared/contracts/sourceTags';
import { isLocale } from '../../shared/language/locales';
import { cleanText } from './cleanText';
import { pageFields, stepEvent, type StepEvent, type VisitPage } from './visitPage';

type VisitStep = Extract<StepEvent, { step: 'visit' }>;

/** The server's limit for a tag or an origin. */
const MAX_TEXT_LENGTH = 200;

function originOf(address: string): string {
  try {
    return new URL(address).origin;
  } catch {
    return '';
  }
}

/** /pricing, /de/pricing… (unlocalisedPath would add its code to the chunk every page loads). */
function isPricing(path: string): boolean {
  const segments = path.split('/').filter(Boolean);
  const [first, second] = segments;
  return segments.length === 1
    ? first === 'pricing'
    : segments.length === 2 && isLocale(first) && second === 'pricing';
}

/**
 * The steps a page's load reports, in this order: `visit` when it is the visit's first page (no
 * referrer, or one of another site), with the link's tags (an ad's click id read as a paid click)
 * and the referrer's origin only; `page` on every page; `pricing` on a pricing page in any
 * language.
 */
export function pageLoadSteps(page: VisitPage, referrer: string): StepEvent[] {
  const steps: StepEvent[] = [];
  const from = referrer ? originOf(referrer) : '';
  if (from !== originOf(page.href)) {
    const visit: VisitStep = { type: 'step', step: 'visit', ...pageFields(page) };
    const keep = (
      field: 'source' | 'medium' | 'campaign' | 'referrer',
      value: string | null | undefined,
    ) => {
      const clean = value && cleanText(value, MAX_TEXT_LENGTH);
      if (clean) visit[field] = clean;
    };
    const query = new URL(page.href).searchParams;
    const tags = sourceTags((name) => query.get(name));
    keep('source', tags.source);
    keep('medium', tags.medium);
    keep('campaign', query.get('utm_campaign'));
    // An opaque origin ("null": a file, a sandboxed frame) names no site.
    keep('referrer', from === 'null' ? null : from);
    steps.push(visit);
  }
  steps.push(stepEvent('page', page));
  if (isPricing(page.path)) steps.push(stepEvent('pricing', page));
  return steps;
}
