import { absoluteUrl, webPageJsonLd, type JsonLd, type JsonLdContext } from './jsonLd';

/** Schema.org CollectionPage whose main entity lists the pages it links to (site paths), in order. */
export function collectionPageJsonLd(
  context: JsonLdContext,
  page: { title: string; description: string },
  items: readonly { name: string; path: string }[],
): JsonLd {
  return {
    ...webPageJsonLd(context, page),
    '@type': 'CollectionPage',
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: items.length,
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absoluteUrl(context.siteUrl, item.path),
        name: item.name,
      })),
    },
  };
}
