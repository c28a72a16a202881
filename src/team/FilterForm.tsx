import { useId, type SubmitEvent, type ReactNode } from 'react';
import type { Copy } from '../../shared/copy/collections';

type TeamConsoleCopy = Copy<'teamConsole'>;
import { signupStates } from '../../shared/contracts/teamConsole';
import type { FilterChoices } from './filterChoices';
import { filtersFromSearch, searchOf, type ConsoleFilters, type FilterKey } from './consoleFilters';
import { inputClass, labelClass } from './fieldClasses';

interface Props {
  copy: TeamConsoleCopy;
  choices: FilterChoices;
  filters: ConsoleFilters;
  onChange: (filters: ConsoleFilters) => void;
}

/** The date range and the other filters every part of the console reads. */
export function FilterForm({ copy, choices, filters, onChange }: Props) {
  const id = useId();
  const text = copy.filters;

  function apply(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const entries = [...new FormData(event.currentTarget)].map(
      ([name, value]) => [name, String(value)] as [string, string],
    );
    onChange({ ...filtersFromSearch(new URLSearchParams(entries).toString()), page: 1 });
  }

  const field = (name: FilterKey, label: string, control: (fieldId: string) => ReactNode) => (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
      </label>
      {control(`${id}-${name}`)}
    </div>
  );
  const textField = (name: FilterKey, label: string, type: 'text' | 'date' = 'text') =>
    field(name, label, (fieldId) => (
      <input
        id={fieldId}
        name={name}
        type={type}
        defaultValue={filters[name] ?? ''}
        className={inputClass}
      />
    ));
  const choice = (name: FilterKey, label: string, options: [string, string][]) =>
    field(name, label, (fieldId) => (
      <select id={fieldId} name={name} defaultValue={filters[name] ?? ''} className={inputClass}>
        <option value="">{text.any}</option>
        {options.map(([value, optionLabel]) => (
          <option key={value} value={value}>
            {optionLabel}
          </option>
        ))}
      </select>
    ));

  return (
    <section aria-labelledby={`${id}-heading`} className="card p-5 md:p-6">
      <h2 id={`${id}-heading`} className="text-xl">
        {text.heading}
      </h2>
      {/* Keyed by the address's filters, so Back and Clear show the fields as they now stand. */}
      <form key={searchOf(filters)} onSubmit={apply} className="mt-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {textField('from', text.from, 'date')}
          {textField('to', text.to, 'date')}
          {textField('source', text.source)}
          {textField('campaign', text.campaign)}
          {choice('locale', text.locale, choices.locales)}
          {choice('plan', text.plan, choices.plans)}
          {choice(
            'state',
            text.state,
            signupStates.map((state) => [state, copy.signups.states[state]]),
          )}
          {textField('path', text.path)}
        </div>
        <div className="button-row mt-5">
          <button type="submit" className="btn-primary">
            {text.apply}
          </button>
          <button type="button" onClick={() => onChange({ page: 1 })} className="btn-secondary">
            {text.clear}
          </button>
        </div>
      </form>
    </section>
  );
}
