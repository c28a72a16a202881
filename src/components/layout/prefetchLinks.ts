import { onFirstInteraction } from '../ui/firstInteraction';

/**
 * Astro's link prefetching: a page is fetched as soon as the pointer rests on its link or
 * keyboard focus reaches it, so following the link is instant. Its code loads on the visitor's
 * first interaction, since before then no one is reaching for a link.
 */
export function prefetchLinksOnFirstInteraction(doc: Document = document): void {
  onFirstInteraction(() => {
    void import('astro/virtual-modules/prefetch.js').then(({ init, prefetch }) => {
      init({ prefetchAll: true, defaultStrategy: 'hover' });
      // The link the pointer or focus had already reached when the code arrived.
      const reached = doc.querySelector<HTMLAnchorElement>('a[href]:hover, a[href]:focus');
      if (reached) prefetch(reached.href);
    });
  });
}
