import { Star, Users } from 'lucide-react';
import type { Copy } from '../../../shared/copy/collections';
import { localisedHref, type Locale } from '../../../shared/language/locales';
import { ProductPicture } from './ProductPicture';
import { TypingHeadline } from './TypingHeadline';

export function HeroSection({
  locale,
  hero,
  trialLabel,
}: {
  locale: Locale;
  hero: Copy<'home'>['hero'];
  trialLabel: string;
}) {
  return (
    <section aria-label={hero.headlineLead} className="bg-gradient-to-b from-surface to-white">
      <div className="container-page grid items-center gap-12 py-14 grid-cols-1 md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] md:py-20">
        <div className="space-y-6">
          <TypingHeadline
            lead={hero.headlineLead}
            phrases={hero.typingPhrases}
            timing={hero.typing}
            pauseLabel={hero.pauseTyping}
            resumeLabel={hero.resumeTyping}
          />
          <p className="max-w-xl text-lg text-muted md:text-xl">{hero.promise}</p>
          <div className="button-row">
            <a
              href={localisedHref(locale, '/pricing')}
              className="btn-primary"
              data-call-to-action=""
            >
              {trialLabel}
            </a>
            {/* Watch Demo goes to the walkthrough and moves focus there (scrollToTarget.ts). */}
            <button
              type="button"
              className="btn-secondary"
              data-scroll-to={hero.secondaryCta.targetId}
            >
              {hero.secondaryCta.label}
            </button>
          </div>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-muted">
            <li className="flex items-center gap-2">
              <span className="flex text-amber-500" aria-hidden="true">
                {[0, 1, 2, 3, 4].map((star) => (
                  <Star key={star} className="size-4 fill-current" />
                ))}
              </span>
              <span aria-hidden="true">{hero.ratingLabel}</span>
              <span className="sr-only">{hero.ratingAccessible}</span>
            </li>
            <li className="flex items-center gap-2">
              <Users aria-hidden="true" className="size-4 text-primary" />
              {hero.sellersLabel}
            </li>
          </ul>
        </div>
        <div className="flex justify-center md:justify-end">
          <ProductPicture locale={locale} picture={hero.picture} pictureAlt={hero.pictureAlt} />
        </div>
      </div>
    </section>
  );
}
