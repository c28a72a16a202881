import type { Copy } from '../../../shared/copy/collections';

export const HOW_IT_WORKS_ID = 'how-it-works';

export function HowItWorksSection({ howItWorks }: Pick<Copy<'home'>, 'howItWorks'>) {
  return (
    <section
      aria-labelledby="how-it-works-heading"
      className="section-pad render-when-near bg-surface"
    >
      <div className="container-page max-w-3xl">
        <div
          id={HOW_IT_WORKS_ID}
          tabIndex={-1}
          className="mb-10 space-y-3 rounded-control text-center md:mb-14"
        >
          <p className="eyebrow">{howItWorks.eyebrow}</p>
          <h2 id="how-it-works-heading">{howItWorks.heading}</h2>
        </div>
        <ol className="relative space-y-8 border-l-2 border-line pl-8">
          {howItWorks.steps.map((step, index) => (
            <li key={step.title} className="relative">
              <span
                className="absolute top-0 -left-[3.05rem] flex size-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mb-1">{step.title}</h3>
              <p className="text-muted">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
