/** Labels around every legal document. */
export const legalPageText = {
  lastModifiedLabel: 'Last modified:',
  tocHeading: 'Contents',
  backToTop: 'Back to contents',
} as const;
