import { fillTemplate } from './fillTemplate';
import english from './not-found/en.json' with { type: 'json' };
import type { NotFoundCopy } from './not-found/notFoundCopy';

// Islands import this: the type holds the JSON, the build checks it against its collection's schema.
const copy: NotFoundCopy = english;

/** The 404 page; its script names the address asked for once it runs. */
export const notFound = {
  heading: copy.heading,
  hint: (path?: string) => (path ? fillTemplate(copy.hintWithPath, { path }) : copy.hint),
  body: copy.body,
  links: copy.links,
} as const;
