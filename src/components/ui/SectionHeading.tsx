interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  /** 1 when the heading opens the page. */
  level?: 1 | 2;
}

export function SectionHeading({ id, eyebrow, heading, intro, level = 2 }: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="mb-10 max-w-3xl space-y-3 md:mb-14 mx-auto text-center">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Heading id={id}>{heading}</Heading>
      {intro ? <p className="text-lg text-balance text-muted">{intro}</p> : null}
    </div>
  );
}
