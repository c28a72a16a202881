/** How the report names what it added up: the sources, campaigns or entries past its lists. */
export const OTHER = '(other)';
/** …and a visit with no source or campaign. */
export const NONE = '(none)';

/** A name of the report as the console writes it: its own words for "(other)" and "(none)". */
export const nameOf = (name: string, words: { other: string; untagged?: string }): string =>
  name === OTHER ? words.other : name === NONE && words.untagged ? words.untagged : name;
