/**
 * The language hint's button removes the hint for this page and puts the keyboard's focus on the
 * page's content, where the hint was. Our server shows the hint only on the page a visitor arrives
 * at from elsewhere, so it does not come back on the next page.
 */
export function enhanceLanguageHint(doc: Document = document): void {
  const hint = doc.querySelector<HTMLElement>('[data-language-hint]');
  hint?.querySelector('[data-dismiss-language-hint]')?.addEventListener('click', () => {
    hint.remove();
    doc.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
  });
}
