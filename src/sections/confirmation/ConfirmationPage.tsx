import { CircleCheck, Mail } from 'lucide-react';
import { SiteLink } from '../../components/ui/SiteLink';
import type { Copy } from '../../../shared/copy/collections';
import { site } from '../../../shared/facts/brand';
import { isChatConfigured } from '../../integrations/vendorSettings';

/** Where the hosted checkout returns. Any ?session_id=... in the address is ignored. */
export function ConfirmationPage({ copy }: { copy: Copy<'confirmation'> }) {
  return (
    <section aria-labelledby="confirmation-heading" className="section-pad">
      <div className="container-page max-w-2xl space-y-8 text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-16 text-growth" />
        <div className="space-y-4">
          <h1 id="confirmation-heading">{copy.heading}</h1>
          <p className="text-lg font-medium md:text-xl">{copy.lead}</p>
          <p className="text-lg">{copy.billing}</p>
          <p className="text-lg text-muted">{copy.credentials}</p>
        </div>
        <div className="card space-y-3 p-6 text-left md:p-8">
          <h2 className="flex items-center gap-3 text-xl">
            <Mail aria-hidden="true" className="size-5 text-primary" />
            {copy.helpHeading}
          </h2>
          <p className="text-muted">
            {copy.supportEmailIntro}{' '}
            <a
              href={`mailto:${site.supportEmail}`}
              className="font-semibold text-primary underline underline-offset-2 hover:text-primary-hover"
            >
              {site.supportEmail}
            </a>{' '}
            {isChatConfigured() ? copy.chatHelp : copy.emailOnlyHelp}
          </p>
        </div>
        <div className="button-row sm:justify-center">
          {copy.links.map((link, index) => (
            <SiteLink
              key={link.href}
              link={link}
              className={index === 0 ? 'btn-primary' : 'btn-secondary'}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
