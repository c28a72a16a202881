/** The site's text field and its label (the trial dialog's look). */
export const inputClass =
  // eslint-disable-next-line repository/sentences-in-code -- CSS classes, not copy.
  'block min-h-11 w-full rounded-control border border-slate-400 bg-white px-3.5 py-2 text-base text-ink disabled:bg-surface';
export const labelClass = 'block text-sm font-semibold text-ink';
