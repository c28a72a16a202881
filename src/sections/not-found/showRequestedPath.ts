import { fillTemplate } from '../../../shared/language/fillTemplate';

/**
 * Names the address the visitor asked for in the 404 page's sentence of what happened, with the
 * template the page carries in its language (`data-requested-path`, holding `{path}`).
 */
export function showRequestedPath(doc: Document = document): void {
  const hint = doc.querySelector<HTMLElement>('[data-requested-path]');
  const template = hint?.dataset.requestedPath;
  if (hint && template) hint.textContent = fillTemplate(template, { path: doc.location.pathname });
}
