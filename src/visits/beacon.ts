import type { BeaconEvent } from '../../shared/contracts/beaconSchema';
import { beaconPath } from '../../shared/contracts/visitCounting';

/**
 * Posts the events to the site's own beacon path as JSON text, surviving the page's unload (a
 * string goes as text/plain: a simple request, to our own origin only). A page sends at most a
 * load's three steps or its five vitals at once, each field cut to the server's limits, so one
 * body always fits the server's limits on events and bytes (beacon.test.ts checks the largest).
 */
export function sendEvents(events: readonly BeaconEvent[]): void {
  if (events.length > 0) navigator.sendBeacon(beaconPath, JSON.stringify({ events }));
}
