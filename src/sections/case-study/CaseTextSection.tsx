import type { ReactNode } from 'react';

interface CaseTextSectionProps {
  id: string;
  heading: string;
  children: ReactNode;
}

export function CaseTextSection({ id, heading, children }: CaseTextSectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="max-w-[54ch] space-y-4 text-lg">
      <h2 id={`${id}-heading`}>{heading}</h2>
      {children}
    </section>
  );
}
