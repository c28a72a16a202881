import type { ReportAnswer } from '../../shared/contracts/teamConsole';
import type { Copy } from '../../shared/copy/collections';
import { fillTemplate } from '../../shared/language/fillTemplate';
import { countWords, formatCount } from './formatting';

/** How many beacons the server refused since it started, and why: what the figures above miss. */
export function DroppedNote({
  copy,
  dropped,
}: {
  copy: Copy<'teamConsole'>['dropped'];
  dropped: ReportAnswer['dropped'];
}) {
  if (dropped.total === 0) return null;
  const reasons = Object.entries(dropped.reasons)
    .filter(([, count]) => count > 0)
    .map(([reason, count]) => `${reason} (${formatCount(count)})`)
    .join(', ');
  return (
    <p className="text-sm text-muted">
      {countWords(copy.count, dropped.total)}
      {reasons && ` ${fillTemplate(copy.reasons, { reasons })}`}
    </p>
  );
}
