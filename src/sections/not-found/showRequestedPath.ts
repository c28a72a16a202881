import { notFound } from '../../content/notFound';

/** Names the address the visitor asked for in the 404 page's hint. */
export function showRequestedPath(doc: Document = document): void {
  const hint = doc.querySelector('[data-requested-path]');
  if (hint) hint.textContent = notFound.hint(doc.location.pathname);
}
