import { isLocale, type Locale } from '../../../shared/language/locales';

/** Remembered in the browser alone (no cookie): a visitor who dismissed it is not asked again. */
export const SUGGESTION_DISMISSED_KEY = 'adhelm.language-suggestion-dismissed';

/** The first of the browser's languages the site is written in: "de-AT" → "de". */
const preferredLocale = (languages: readonly string[]): Locale | undefined =>
  languages.map((language) => language.toLowerCase().split('-')[0]).find(isLocale);

function dismissed(storage: Storage | undefined): boolean {
  try {
    return storage?.getItem(SUGGESTION_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * When the browser asks for another of the site's languages than the page's, shows the page's
 * one-line suggestion of that language (from its template), until dismissed. Never a redirect:
 * crawlers and shared links get the page they asked for.
 */
export function suggestLanguage(
  doc: Document = document,
  languages: readonly string[] = navigator.languages,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  const wanted = preferredLocale(languages);
  if (!wanted || wanted === doc.documentElement.lang || dismissed(storage)) return;
  const template = doc.querySelector<HTMLTemplateElement>(
    `template[data-language-suggestion="${wanted}"]`,
  );
  if (!template) return;
  const suggestion = template.content.firstElementChild?.cloneNode(true);
  if (!(suggestion instanceof HTMLElement)) return;
  // Gone for this page, dismissed or given way: the focus listener below goes with it.
  const leave = new AbortController();
  const remove = () => {
    suggestion.remove();
    leave.abort();
  };
  suggestion.querySelector('[data-dismiss-language-suggestion]')?.addEventListener('click', () => {
    remove();
    try {
      storage?.setItem(SUGGESTION_DISMISSED_KEY, '1');
    } catch {
      // A browser that keeps nothing asks again on the next page; nothing else is lost.
    }
  });
  template.after(suggestion);
  // Laid over the top of the page, it would hide what keyboard focus reaches beneath it (a case
  // study's back link): it gives way for this page, without counting as dismissed.
  const giveWay = (event: FocusEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('main')) return;
    if (overlaps(event.target.getBoundingClientRect(), suggestion.getBoundingClientRect())) {
      remove();
    }
  };
  doc.addEventListener('focusin', giveWay, { signal: leave.signal });
}

const overlaps = (a: DOMRect, b: DOMRect): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
