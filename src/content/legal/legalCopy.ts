import { z } from 'zod';

const text = z.string().trim().min(1);

/**
 * The frontmatter of a legal document (src/content/legal/<language>/<id>.md); its body is
 * Markdown with one `## n. Heading` per numbered section. A document that shows a different
 * paragraph with and without third-party vendors writes `{thirdPartyServices}` where it goes.
 */
export const legalDocumentSchema = z.object({
  title: text,
  lastModified: z.object({ date: z.iso.date(), label: text }).optional(),
  thirdPartyServices: z
    .object({ withVendors: z.array(text).min(1), withoutVendors: z.array(text).min(1) })
    .optional(),
});

export type LegalDocumentMeta = z.infer<typeof legalDocumentSchema>;
