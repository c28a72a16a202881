import { z } from 'zod';

/** Search results show about this much of a title and a description. */
const titleAndDescription = z.object({
  title: z.string().min(5).max(120),
  description: z.string().min(15).max(200),
});

/** Every page's title and description but the case studies' (page-titles/<language>.json). */
export const pageTitlesCopySchema = z.object({
  home: titleAndDescription,
  pricing: titleAndDescription,
  affiliate: titleAndDescription,
  cases: titleAndDescription,
  privacyPolicy: titleAndDescription,
  termsOfService: titleAndDescription,
  confirmation: titleAndDescription,
  notFound: titleAndDescription,
  /** The line under the home page's title on the site-wide social card. */
  siteCardSubtitle: z.string().trim().min(1),
});
