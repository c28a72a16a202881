import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { filteredBy, searchOf, type ConsoleFilters, type NarrowingKey } from './consoleFilters';

interface FilterLinks {
  filters: ConsoleFilters;
  onChange: (filters: ConsoleFilters) => void;
}

const FilterLinksContext = createContext<FilterLinks | undefined>(undefined);

/** Lets every table below filter the whole console by one of its names. */
export function FilterLinksProvider({ children, ...links }: FilterLinks & { children: ReactNode }) {
  return <FilterLinksContext.Provider value={links}>{children}</FilterLinksContext.Provider>;
}

/**
 * A name in a table that filters the whole console by itself: a link to the console's address
 * with the filter added, followed in place (so Back undoes it) unless it is opened elsewhere.
 * Without a provider, or for a name that is no value ("(other)"), it is plain text.
 */
export function FilterLink({
  filter,
  value,
  children,
}: {
  filter: NarrowingKey;
  value: string | undefined;
  children: ReactNode;
}) {
  const links = useContext(FilterLinksContext);
  if (!links || value === undefined) return <>{children}</>;
  const next = filteredBy(links.filters, filter, value);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    links.onChange(next);
  };
  return (
    <a
      href={`?${searchOf(next)}`}
      onClick={follow}
      className="font-medium text-primary underline decoration-primary/40 underline-offset-2 hover:decoration-primary"
    >
      {children}
    </a>
  );
}
