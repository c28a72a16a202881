import { offer } from '../../facts/offer';
import { site } from '../site';
import { supportEmailLink } from './shared';
import type { LegalDocument } from './types';

const brand = site.brandName;

/** The terms speak of the Client and the Company only. */
export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  intro: [
    `These Terms of Service govern the use of the ${brand} website and platform. They form an agreement between ${brand} (“the Company”) and every person or organisation that registers for or uses the platform (“the Client”).`,
  ],
  sections: [
    {
      id: 'definitions',
      heading: 'Definitions',
      blocks: [
        {
          list: [
            [
              { strong: 'The Company' },
              ` means ${brand}, which operates this website and the Service.`,
            ],
            [
              { strong: 'The Client' },
              ' means the person or organisation that registers for, subscribes to or uses the Service.',
            ],
            [
              { strong: 'The Service' },
              ` means the ${brand} platform, which automates pay-per-click advertising on Amazon: keyword bidding, keyword harvesting, negative keywords, spending limits and bid caps, the keyword tracker, keyword research, dayparting and the semantic core wizard.`,
            ],
            [
              { strong: 'Ad spend' },
              ' means the advertising budget that the Service manages for the Client.',
            ],
          ],
        },
      ],
    },
    {
      id: 'acceptance',
      heading: 'Acceptance of the terms',
      blocks: [
        [
          'By registering for or using the Service, the Client accepts these Terms and the ',
          { text: 'Privacy Policy', href: '/privacy-policy' },
          ', which explains how the Company handles personal information. A person who registers on behalf of an organisation confirms that they are authorised to bind it.',
        ],
      ],
    },
    {
      id: 'free-trial',
      heading: 'Free trial',
      blocks: [
        `New Clients may use the Service free of charge for ${offer.trialDays} days. Unless the Client cancels before the trial ends, the paid subscription begins when the trial ends and the payment method given at checkout is charged.`,
      ],
    },
    {
      id: 'subscription-and-billing',
      heading: 'Subscription and billing',
      blocks: [
        'The Service is sold as a subscription billed monthly or annually, in USD, in advance. The price depends on the pricing tier, and each tier covers ad spend up to a stated maximum.',
        'The subscription renews automatically at the end of each billing period, for a period of the same length, and the payment method on file is charged for it, unless the Client cancels as described under Cancellation.',
        'Advertising costs are paid by the Client directly to Amazon; the subscription fee does not include ad spend.',
      ],
    },
    {
      id: 'ad-spend-tiers',
      heading: 'Ad spend and pricing tiers',
      blocks: [
        'Ad spend is measured on the budget that the Service manages, not on the total spend of the Client’s advertising account.',
        {
          list: [
            [
              { strong: 'Monthly billing.' },
              ' When the Client’s actual ad spend exceeds the maximum of its tier, the subscription rises automatically to the tier that matches the actual ad spend.',
            ],
            [
              { strong: 'Annual billing.' },
              ' An upgrade to a higher tier takes effect immediately, and the difference between the two tiers is charged at the time of the upgrade.',
            ],
          ],
        },
      ],
    },
    {
      id: 'early-bird',
      heading: 'Early Bird offer',
      blocks: [
        'The Early Bird offer is a one-time offer at $49.00 per month, or $470 per year when billed annually. Its price applies for as long as the subscription continues without interruption.',
        'The Early Bird offer is limited to one marketplace account per registered user. A cancelled Early Bird plan cannot be reactivated; a later subscription is charged at the price of its tier at that time.',
      ],
    },
    {
      id: 'free-features',
      heading: 'Free features',
      blocks: [
        'The keyword tracker and the creation of a semantic core are free of charge and do not count toward any paid tier.',
      ],
    },
    {
      id: 'cancellation',
      heading: 'Cancellation',
      blocks: [
        [
          'The Client may cancel the subscription at any time. To stop the next renewal, the Client must cancel at least 3 business days before the renewal date, in the account or by writing to ',
          supportEmailLink,
          '. After cancellation the Service remains available until the end of the period already paid for.',
        ],
      ],
    },
    {
      id: 'money-back-guarantee',
      heading: 'Money-back guarantee',
      blocks: [
        [
          `The Company offers a ${offer.moneyBackDays}-day money-back guarantee. A Client who is not satisfied may ask for a full refund of the first payment within ${offer.moneyBackDays} days of that payment by writing to `,
          supportEmailLink,
          '.',
        ],
      ],
    },
    {
      id: 'unpaid-accounts',
      heading: 'Unpaid accounts',
      blocks: [
        'If a payment fails or an invoice remains unpaid, the Company may suspend the Client’s account or cancel the subscription.',
      ],
    },
    {
      id: 'client-responsibilities',
      heading: 'Responsibilities of the Client',
      blocks: [
        {
          list: [
            'The Client gives accurate registration details and keeps its login credentials confidential.',
            'The Client connects only seller and advertising accounts it is authorised to manage, and follows the advertising policies of Amazon.',
            'The Client sets the goals and limits the Service works within, such as ACoS goals, minimum and maximum bids and spending limits, and keeps them up to date.',
            'The Client does not copy, resell, reverse-engineer or disrupt the Service, and does not use it for any unlawful purpose.',
          ],
        },
      ],
    },
    {
      id: 'automation-and-results',
      heading: 'Automation and results',
      blocks: [
        'The Service changes bids, keywords and negative keywords automatically within the limits the Client sets. Every automated action is recorded in a daily changelog, and the change history allows the Client to revert changes.',
        'Advertising results depend on many factors outside the Company’s control, such as competition, seasonality and the products themselves. The Company does not guarantee any particular result.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        'The Service, the website and their content belong to the Company or its licensors. The Client receives a limited, non-exclusive, non-transferable right to use the Service for its own business during the subscription. The Client keeps all rights to its own data and advertising content.',
      ],
    },
    {
      id: 'linking',
      heading: 'Links to the website',
      blocks: [
        [
          'Organisations that wish to link to the Company’s website may send a link request to ',
          supportEmailLink,
          '. The Company answers link requests within 2-3 weeks. Links must not suggest a partnership or endorsement that does not exist.',
        ],
      ],
    },
    {
      id: 'third-party-services',
      heading: 'Third-party services',
      blocks: [
        'The Service works with Amazon’s advertising interfaces, and payments are taken by a third-party payment processor. Their own terms apply to them, and the Company is not responsible for their availability or for changes they make.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      blocks: [
        'The Service is provided “as is” and “as available”. To the extent the law allows, the Company is not liable for indirect or consequential losses, such as lost profits or lost data, and its total liability for any claim is limited to the fees the Client paid for the Service in the period the claim relates to. Nothing in these Terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'termination',
      heading: 'Suspension and termination',
      blocks: [
        'The Company may suspend or end access to the Service if the Client breaches these Terms, fails to pay, or uses the Service in a way that harms the Company, other clients or Amazon’s marketplace. The Client may end the agreement at any time by cancelling the subscription.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        'The Company may update these Terms when the Service or the law changes, and informs Clients of significant changes by e-mail before they take effect. Continued use of the Service after that means the Client accepts the updated Terms.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [['Questions about these Terms can be sent to ', supportEmailLink, '.']],
    },
  ],
};
