import { hasThirdPartyVendors } from '../../integrations/vendorSettings';
import { layoutText } from '../navigation';
import { site } from '../site';
import { supportEmailLink } from './shared';
import type { LegalDocument } from './types';

const brand = site.brandName;

/**
 * What the policy says of third-party scripts follows the build's vendor settings: the consent
 * banner and the footer's "Cookie settings" link exist only when a vendor is configured.
 */
export function thirdPartyParagraphs(withVendors: boolean): string[] {
  if (!withVendors) {
    return [
      'The website loads no third-party script and sets no cookie. Optional services, such as a live-chat widget or an affiliate referral tracker, would be loaded only after you accept them in a consent banner, and this policy would name them.',
    ];
  }
  return [
    `The website works without any third-party script. Two optional services, a live-chat widget and an affiliate referral tracker, are loaded only after you accept them in the consent banner. You can accept or reject them with equal ease, and you can change your choice at any time through the “${layoutText.cookieSettings}” link in the footer of every page.`,
    'If you reject them, nothing is loaded from those providers, and you can still reach us by e-mail.',
  ];
}

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastModified: { date: '2022-07-08', label: 'July 08, 2022' },
  intro: [
    `This Privacy Policy explains what personal information ${brand} (“we”, “us”) collects when you visit this website or use the ${brand} platform, which automates pay-per-click advertising for Amazon sellers, brands and agencies; why we collect it; and the choices and rights you have.`,
    [
      'If you have a question about this policy or about your information, write to us at ',
      supportEmailLink,
      '.',
    ],
  ],
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      blocks: [
        'We collect only what we need to run the website and the service:',
        {
          list: [
            [
              { strong: 'Account information.' },
              ' The e-mail address you enter to start a free trial, and the login details we create for you.',
            ],
            [
              { strong: 'Payment information.' },
              ' Payments are taken on the hosted checkout page of our payment processor. We receive a customer reference and the status of your subscription; we never receive or store your full card number.',
            ],
            [
              { strong: 'Advertising account data.' },
              ' When you connect your seller account, we access, through the advertising programme’s authorised interface, the campaigns, keywords, bids, search terms and performance figures the automation needs to do its work.',
            ],
            [
              { strong: 'Messages.' },
              ' What you tell us when you write to support or use the chat.',
            ],
            [
              { strong: 'Technical data.' },
              ' Our servers record the IP address, browser type, requested page and time of each request, to keep the service secure and working.',
            ],
          ],
        },
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use your information',
      blocks: [
        {
          list: [
            'To create your account and send you your login credentials.',
            'To run the service you subscribed to: bidding, keyword harvesting, negative keywords, the keyword tracker, dayparting, the daily changelog and the change history.',
            'To take payments and manage your subscription, including renewals, tier changes and refunds.',
            'To answer your questions and requests.',
            'To credit the affiliate who referred you, when you arrived through a referral link.',
            'To protect the website and the service against abuse, for example by limiting how often a form can be sent.',
            'To meet our legal, tax and accounting obligations.',
          ],
        },
        'We do not sell your personal information, and we do not use your advertising account data for any purpose other than providing the service to you.',
      ],
    },
    {
      id: 'legal-bases',
      heading: 'Legal bases for processing',
      blocks: [
        'Where the EU or UK General Data Protection Regulation applies, we rely on these legal bases: the performance of our contract with you (running your account and subscription); our legitimate interests (keeping the service secure and improving it); your consent (optional third-party scripts, see below); and compliance with legal obligations (tax and accounting records).',
      ],
    },
    {
      id: 'cookies-and-consent',
      heading: 'Cookies and third-party scripts',
      blocks: [
        ...thirdPartyParagraphs(hasThirdPartyVendors()),
        [
          { strong: 'Where your visit came from.' },
          ' When you arrive, your browser keeps for that visit only (in its session storage, not in a cookie) the campaign tags of the link you followed (utm_source, utm_medium, utm_campaign, utm_term, utm_content), an ad click identifier (gclid or msclkid), the address of the site that linked to us (its domain only) and the page you landed on. They are sent to us only if you start a free trial, stored with your signup and passed to our payment processor, so we can tell which of our own campaigns work. We share them with no advertising network.',
        ],
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share information with',
      blocks: [
        'We share personal information only with the providers that help us run the service, under contracts that oblige them to protect it and use it only on our instructions:',
        {
          list: [
            'hosting and database providers;',
            'our payment processor, which runs the checkout and stores your card details;',
            'e-mail delivery, live-chat and referral-tracking providers, the latter two only with your consent;',
            'Amazon, as far as managing your advertising through your connected account requires.',
          ],
        },
        'We may also disclose information when the law requires it, or to a successor if our business is sold or merged, in which case this policy continues to protect it.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep information',
      blocks: [
        'We keep your information for as long as your account is active. After your account is closed, we delete or anonymise it, except for the records we must keep by law, such as invoices, which we keep only for the period the law requires.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        'All traffic to the website and the service is encrypted in transit. Access to personal information is limited to the people who need it to run the service, and card details never reach our servers. No system is perfectly secure, but we work to protect your information and will inform you and the authorities of a breach as the law requires.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        'Depending on where you live, you may have the right to:',
        {
          list: [
            'access the personal information we hold about you and receive a copy of it;',
            'have inaccurate information corrected;',
            'have your information deleted;',
            'restrict or object to our processing of it;',
            'receive it in a portable format;',
            'withdraw your consent at any time, without affecting processing done before;',
            'complain to your data protection authority.',
          ],
        },
        [
          'To use any of these rights, write to ',
          supportEmailLink,
          '. We may ask you to confirm your identity before we act on a request.',
        ],
      ],
    },
    {
      id: 'international-transfers',
      heading: 'International transfers',
      blocks: [
        'Our providers may process information outside your country. When information leaves the European Economic Area or the United Kingdom, we rely on safeguards recognised by law, such as the European Commission’s standard contractual clauses.',
      ],
    },
    {
      id: 'children',
      heading: 'Children’s privacy',
      blocks: [
        'The website and the service are meant for businesses and are not directed at children. We do not knowingly collect personal information from children under 13. If we learn that we have, we delete it.',
      ],
    },
    {
      id: 'other-websites',
      heading: 'Links to other websites',
      blocks: [
        'This website links to other sites, such as our help center, our booking page and our affiliate portal. Their own privacy policies apply there.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'We may update this policy when our service or the law changes. The date at the top shows when it was last modified; for significant changes, we will tell account holders by e-mail.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        [
          `${brand} is responsible for the processing of your personal information. For any question or request about privacy, write to `,
          supportEmailLink,
          '.',
        ],
      ],
    },
  ],
};
