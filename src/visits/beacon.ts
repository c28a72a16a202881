import type { BeaconEvent } from '../../shared/contracts/beaconSchema';
import { beaconMaxBytes, beaconMaxEvents, beaconPath } from '../../shared/contracts/visitCounting';

const bodyOf = (events: readonly BeaconEvent[]) => JSON.stringify({ events });
const byteLength = (text: string) => new TextEncoder().encode(text).length;
const fits = (events: readonly BeaconEvent[]) =>
  events.length <= beaconMaxEvents && byteLength(bodyOf(events)) <= beaconMaxBytes;

/** The events as JSON bodies within the server's limits, as few as possible, in order. */
export function beaconBodies(events: readonly BeaconEvent[]): string[] {
  const bodies: string[] = [];
  let batch: BeaconEvent[] = [];
  for (const event of events) {
    if (fits([...batch, event])) {
      batch.push(event);
      continue;
    }
    if (batch.length > 0) bodies.push(bodyOf(batch));
    // One event too large on its own would be refused; it is dropped instead.
    batch = fits([event]) ? [event] : [];
  }
  if (batch.length > 0) bodies.push(bodyOf(batch));
  return bodies;
}

export type BodySender = (body: string) => void;

const sendBeacon: BodySender = (body) => {
  // A string goes as text/plain: a simple request, to our own origin only.
  navigator.sendBeacon(beaconPath, body);
};

/** Posts the events to the site's own beacon path, surviving the page's unload. */
export function sendEvents(events: readonly BeaconEvent[], send: BodySender = sendBeacon): void {
  for (const body of beaconBodies(events)) send(body);
}
