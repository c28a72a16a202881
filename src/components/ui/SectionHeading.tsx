interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  align?: 'center' | 'start';
}

export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  align = 'center',
}: SectionHeadingProps) {
  const alignment = align === 'center' ? 'mx-auto text-center' : '';
  return (
    <div className={`mb-10 max-w-3xl space-y-3 md:mb-14 ${alignment}`}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2 id={id}>{heading}</h2>
      {intro ? <p className="text-lg text-muted">{intro}</p> : null}
    </div>
  );
}
