import { z } from 'zod';

const text = z.string().trim().min(1);

/** The consent banner and the chat launcher (consent/<language>.json). */
export const consentCopySchema = z.object({
  banner: z.object({
    heading: text,
    chatPurpose: text.includes('{vendor}'),
    referralPurpose: text.includes('{vendor}'),
    intro: text.includes('{purposes}'),
    detail: text,
    settingsHint: text,
    chatNeedsConsent: text.includes('{vendor}'),
    privacyLink: z.object({ label: text, href: z.string().startsWith('/') }),
    accept: text,
    reject: text,
  }),
  chatLauncher: z.object({ open: text, opening: text, unavailable: text }),
});

export type ConsentCopy = z.infer<typeof consentCopySchema>;
