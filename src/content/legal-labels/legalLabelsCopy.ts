import { z } from 'zod';

const text = z.string().trim().min(1);

/**
 * The labels around every legal document (legal-labels/<language>.json), and the note a page in
 * another language shows above the English text, which governs.
 */
export const legalLabelsSchema = z.object({
  lastModifiedLabel: text,
  tocHeading: text,
  backToTop: text,
  englishGoverns: text,
});
