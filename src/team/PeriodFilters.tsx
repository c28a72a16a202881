import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import {
  checkedPeriod,
  firstReportDay,
  lastReportDay,
  reportMaxDays,
  type DayRange,
} from '../../shared/contracts/reportPeriod';
import { signupStates } from '../../shared/contracts/teamConsole';
import { channels, deviceClasses } from '../../shared/contracts/visitCounting';
import type { Copy } from '../../shared/copy/collections';
import { fillTemplate } from '../../shared/language/fillTemplate';
import { narrowingKeys, typedFilter, type ConsoleFilters, type FilterKey } from './consoleFilters';
import { FilterChips } from './FilterChips';
import { defaultPreset, periodPresets, todayUtc, type PeriodPreset } from './consolePeriod';
import { inputClass, labelClass } from './fieldClasses';
import type { FilterChoices } from './filterChoices';

type TeamConsoleCopy = Copy<'teamConsole'>;

interface Props {
  copy: TeamConsoleCopy;
  choices: FilterChoices;
  filters: ConsoleFilters;
  /** The days the filters choose now. */
  range: DayRange;
  onChange: (filters: ConsoleFilters) => void;
}

const narrowingOf = (filters: ConsoleFilters) =>
  Object.fromEntries(narrowingKeys.map((key) => [key, filters[key]])) as Partial<
    Record<FilterKey, string>
  >;
const periodOf = ({ period, from, to }: ConsoleFilters) => ({ period, from, to });

/**
 * The period (a preset, applied at once, or a range of days) and the filters every part of the
 * console reads.
 */
export function PeriodFilters({ copy, choices, filters, range, onChange }: Props) {
  const id = useId();
  const [problem, setProblem] = useState<string>();
  const text = copy.filters;
  const chosen: PeriodPreset | undefined = filters.from
    ? undefined
    : (periodPresets.find((preset) => preset === filters.period) ?? defaultPreset);

  function choosePreset(preset: PeriodPreset) {
    setProblem(undefined);
    onChange({ ...narrowingOf(filters), period: preset, page: 1 });
  }

  function apply(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const days = { from: value('from') || range.from, to: value('to') || range.to };
    const checked = checkedPeriod(days, todayUtc(), 1);
    if (typeof checked === 'string') {
      setProblem(
        fillTemplate(copy.period.problems[checked], {
          days: reportMaxDays,
          first: firstReportDay,
          last: lastReportDay(todayUtc()),
        }),
      );
      return;
    }
    setProblem(undefined);
    const narrowing = Object.fromEntries(
      narrowingKeys.map((key) => [key, typedFilter(key, value(key))]),
    ) as Partial<Record<FilterKey, string>>;
    // The preset's own days keep the preset, so the address stays "the last 7 days".
    const sameDays = days.from === range.from && days.to === range.to;
    const period = sameDays ? periodOf(filters) : days;
    onChange({ ...period, ...narrowing, page: 1 });
  }

  const field = (name: string, label: string, control: (fieldId: string) => ReactNode) => (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
      </label>
      {control(`${id}-${name}`)}
    </div>
  );
  const textField = (name: FilterKey, label: string, value: string | undefined, type = 'text') =>
    field(name, label, (fieldId) => (
      <input
        id={fieldId}
        name={name}
        type={type}
        defaultValue={value ?? ''}
        aria-describedby={type === 'date' && problem ? `${id}-problem` : undefined}
        className={inputClass}
      />
    ));
  const choice = (name: FilterKey, label: string, options: readonly [string, string][]) =>
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
        {copy.period.heading}
      </h2>
      <div role="group" aria-label={copy.period.presetsLabel} className="mt-4 flex flex-wrap gap-2">
        {periodPresets.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={preset === chosen}
            onClick={() => choosePreset(preset)}
            className="btn-secondary min-h-10 px-4 py-1.5 text-sm aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-white aria-pressed:hover:text-white"
          >
            {copy.period.presets[preset]}
          </button>
        ))}
      </div>
      <FilterChips copy={copy} choices={choices} filters={filters} onChange={onChange} />
      {/* Keyed by the period and filters, so Back, a preset and Clear show the fields as they stand. */}
      <form
        key={`${range.from}/${range.to}/${JSON.stringify(filters)}`}
        onSubmit={apply}
        className="mt-5"
      >
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {textField('from', copy.period.from, range.from, 'date')}
          {textField('to', copy.period.to, range.to, 'date')}
          {choice(
            'channel',
            text.channel,
            channels.map((channel) => [channel, copy.channels[channel]]),
          )}
          {textField('source', text.source, filters.source)}
          {textField('campaign', text.campaign, filters.campaign)}
          {choice('locale', text.locale, choices.locales)}
          {textField('path', text.path, filters.path)}
          {textField('referrer', text.referrer, filters.referrer)}
          {textField('country', text.country, filters.country)}
          {choice(
            'device',
            text.device,
            deviceClasses.map((device) => [device, copy.audience.deviceNames[device]]),
          )}
          {choice('plan', text.plan, choices.plans)}
          {choice(
            'state',
            text.state,
            signupStates.map((state) => [state, copy.signups.states[state]]),
          )}
        </div>
        {problem !== undefined && (
          <p id={`${id}-problem`} role="alert" className="mt-3 text-sm font-medium text-alert">
            {problem}
          </p>
        )}
        <div className="button-row mt-5">
          <button type="submit" className="btn-primary">
            {text.apply}
          </button>
          <button
            type="button"
            onClick={() => onChange({ ...periodOf(filters), page: 1 })}
            className="btn-secondary"
          >
            {text.clear}
          </button>
        </div>
      </form>
    </section>
  );
}
