import { site } from '../site';
import type { LegalLink } from './types';

export const supportEmailLink: LegalLink = {
  text: site.supportEmail,
  href: `mailto:${site.supportEmail}`,
};

/** Labels around every legal document. */
export const legalPageText = {
  lastModifiedLabel: 'Last modified:',
  tocHeading: 'Contents',
  backToTop: 'Back to contents',
} as const;
