/**
 * The content layer the pages read their copy from: every collection of shared/copy/collections.ts
 * loaded from src/content/ and checked against its schema at build time, so bad copy fails the
 * build and never reaches a visitor. A file per language is the entry `de`; an entry of a folder
 * per language is `de/01-free-trial`.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { copyCollections, type CollectionName } from '../shared/copy/collections';

type Collections = typeof copyCollections;

const load = <Name extends CollectionName>(name: Name) => {
  const { folder, format, layout, schema } = copyCollections[name];
  return defineCollection({
    loader: glob({
      pattern: layout === 'file' ? `*.${format}` : `*/*.${format}`,
      base: `./src/content/${folder}`,
    }),
    schema: schema as Collections[Name]['schema'],
  });
};

export const collections = Object.fromEntries(
  Object.keys(copyCollections).map((name) => [name, load(name as CollectionName)]),
) as {
  [Name in CollectionName]: Omit<ReturnType<typeof load<Name>>, 'schema'> & {
    schema: Collections[Name]['schema'];
  };
};
