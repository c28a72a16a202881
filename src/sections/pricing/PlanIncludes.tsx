import { Check } from 'lucide-react';
import type { Copy } from '../../../shared/copy/collections';

/** What every plan includes; static HTML the calculator shows under its slider. */
export function PlanIncludes({
  planIncludes,
}: {
  planIncludes: Copy<'pricingPage'>['planIncludes'];
}) {
  return (
    <div className="space-y-3">
      <h3 className="text-base font-semibold tracking-normal text-ink">{planIncludes.heading}</h3>
      <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {planIncludes.items.map((item) => (
          <li key={item} className="flex items-center gap-2 text-muted">
            <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
