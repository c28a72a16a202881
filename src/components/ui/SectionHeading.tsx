import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  /** 1 when the heading opens the page. */
  level?: 1 | 2;
  /** A page's hero: no room kept below it, the intro larger on wide screens. */
  hero?: boolean;
}

export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  level = 2,
  hero,
}: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div
      className={
        hero
          ? 'mx-auto max-w-3xl space-y-3 text-center'
          : 'mb-10 max-w-3xl space-y-3 md:mb-14 mx-auto text-center'
      }
    >
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Heading id={id}>{heading}</Heading>
      {intro ? (
        <p className={hero ? 'text-lg text-muted md:text-xl' : 'text-lg text-balance text-muted'}>
          {intro}
        </p>
      ) : null}
    </div>
  );
}

interface SectionProps extends SectionHeadingProps {
  className: string;
  /** The section's own id, when a link or a script finds it. */
  sectionId?: string;
  /** Classes of the page-wide container besides `container-page` (a narrower column). */
  containerClassName?: string;
  children: ReactNode;
}

/** A section of a page: named by its heading, which opens its centred column. */
export function Section({
  className,
  sectionId,
  containerClassName,
  children,
  ...heading
}: SectionProps) {
  return (
    <section aria-labelledby={heading.id} id={sectionId} className={className}>
      <div
        className={containerClassName ? `container-page ${containerClassName}` : 'container-page'}
      >
        <SectionHeading {...heading} />
        {children}
      </div>
    </section>
  );
}
