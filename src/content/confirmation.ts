import { site } from './site';

/** The page the hosted checkout returns to after a successful payment. */
export const confirmation = {
  heading: 'Payment Successful!',
  lead: `Thank you for choosing ${site.brandName}. Your subscription is confirmed.`,
  credentials:
    'Your login credentials are on their way to your e-mail inbox and arrive within minutes. If you cannot find them, check your spam or promotions folder.',
  helpHeading: 'Need a hand?',
  supportEmail: site.supportEmail,
  supportEmailHref: `mailto:${site.supportEmail}`,
  supportEmailIntro: 'Write to us at',
  /** The chat is only mentioned when a chat vendor is configured. */
  chatHelp: 'or open the chat in the corner of this page to talk to our team.',
  emailOnlyHelp: 'and our team will get back to you by e-mail.',
  links: [
    { label: 'Back to home', href: '/' },
    { label: 'Visit the Help Center', href: site.helpCenterUrl, external: true },
  ],
} as const;
