import {
  channels,
  deviceClasses,
  type Channel,
  type DeviceClass,
} from '../../shared/contracts/visitCounting';

/** How the report names what it added up: the sources, campaigns or entries past its lists. */
export const OTHER = '(other)';
/** …and a visit with no source or campaign. */
export const NONE = '(none)';

/** A name of the report as the console writes it: its own words for "(other)" and "(none)". */
export const nameOf = (name: string, words: { other: string; untagged?: string }): string =>
  name === OTHER ? words.other : name === NONE && words.untagged ? words.untagged : name;

const channelNames: readonly string[] = channels;
const deviceNames: readonly string[] = deviceClasses;
export const isChannel = (value: string): value is Channel => channelNames.includes(value);
export const isDevice = (value: string): value is DeviceClass => deviceNames.includes(value);

/** A channel as the console names it; "(other)" and names it does not know as they are. */
export const channelName = (
  channel: string,
  words: Readonly<Record<Channel, string>> & { other: string },
): string => (isChannel(channel) ? words[channel] : nameOf(channel, words));
