import type { Copy } from '../../shared/copy/collections';
import { fillTemplate } from '../../shared/language/fillTemplate';
import {
  filteredBy,
  narrowingKeys,
  type ConsoleFilters,
  type NarrowingKey,
} from './consoleFilters';
import type { FilterChoices } from './filterChoices';
import { isChannel, isDevice, NONE } from './reportNames';
import { countryName } from './formatting';

type TeamConsoleCopy = Copy<'teamConsole'>;

/** A filter's value as the console names it: a channel, device, language or plan by its name. */
function valueName(
  key: NarrowingKey,
  value: string,
  copy: TeamConsoleCopy,
  choices: FilterChoices,
): string {
  const chosen = (options: readonly [string, string][]) =>
    options.find(([option]) => option === value)?.[1] ?? value;
  switch (key) {
    case 'channel':
      return isChannel(value) ? copy.channels[value] : value;
    case 'device':
      return isDevice(value) ? copy.audience.deviceNames[value] : value;
    case 'country':
      return value === NONE ? copy.audience.unknownCountry : countryName(value);
    case 'locale':
      return chosen(choices.locales);
    case 'plan':
      return chosen(choices.plans);
    case 'state':
      return chosen(Object.entries(copy.signups.states));
    default:
      return value;
  }
}

/** The filters in use, each a button that removes it; nothing when none is. */
export function FilterChips({
  copy,
  choices,
  filters,
  onChange,
}: {
  copy: TeamConsoleCopy;
  choices: FilterChoices;
  filters: ConsoleFilters;
  onChange: (filters: ConsoleFilters) => void;
}) {
  const active = narrowingKeys.flatMap((key) => {
    const value = filters[key];
    return value === undefined ? [] : [{ key, value }];
  });
  if (active.length === 0) return null;
  return (
    <ul aria-label={copy.filters.chipsLabel} className="mt-4 flex flex-wrap gap-2">
      {active.map(({ key, value }) => {
        const name = copy.filters[key];
        const shown = valueName(key, value, copy, choices);
        return (
          <li key={key}>
            <button
              type="button"
              onClick={() => onChange(filteredBy(filters, key, undefined))}
              aria-label={fillTemplate(copy.filters.removeChip, { name, value: shown })}
              className="inline-flex min-h-10 max-w-full items-center gap-1.5 rounded-full border border-line bg-surface px-3 py-1 text-left text-sm font-medium text-ink hover:border-primary"
            >
              <span className="font-normal text-muted">{name}:</span>
              <span className="break-words">{shown}</span>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
