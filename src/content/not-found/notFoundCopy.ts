import { z } from 'zod';

const text = z.string().trim().min(1);

/** The 404 page (not-found/<language>.json); `hintWithPath` names the address asked for. */
export const notFoundCopySchema = z.object({
  heading: text,
  hintWithPath: text.includes('{path}'),
  hint: text,
  body: text,
  links: z.array(z.object({ label: text, href: z.string().startsWith('/') })).min(1),
});
