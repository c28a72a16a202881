/**
 * How long the console's sign-in request takes for a listed and for an unlisted address, and how
 * long the client's next request then takes, as an outsider probing for team members would time
 * them: interleaved (each round asks for both kinds, in alternating order, so a slower moment
 * of the machine falls on both), each request from a client address of its own (the per-client
 * limit never answers instead), the follow-up sent the moment the answer arrives. Used by
 * server/team/signInTiming.test.ts and by `npm run bench`.
 */
export type AddressKind = 'listed' | 'unlisted';

export interface SignInProbe {
  /** Asks for a sign-in link for `email` as client `client` (a distinct address each time). */
  ask(email: string, client: string): Promise<void>;
  /** The client's next request, sent as soon as the answer came. */
  followUp(client: string): Promise<void>;
}

export interface KindTiming {
  /** Median milliseconds of the sign-in request. */
  request: number;
  /** Median milliseconds of the request right after it. */
  followUp: number;
}

export type SignInTiming = Record<AddressKind, KindTiming> & {
  samples: number;
  /**
   * The share of samples a prober would classify right from one sign-in and the next request:
   * the best threshold on their total time, picked with hindsight (so an upper bound). 0.5 is a
   * coin toss; before the same work for any address it was about 0.83.
   */
  toldApart: number;
};

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The best single-threshold classification of `listed` against `unlisted` times, as a share. */
export function bestThresholdShare(listed: readonly number[], unlisted: readonly number[]): number {
  const all = [
    ...listed.map((time) => ({ time, listed: true })),
    ...unlisted.map((time) => ({ time, listed: false })),
  ].sort((a, b) => a.time - b.time);
  let listedBelow = 0;
  let unlistedBelow = 0;
  let best = 0;
  for (let index = 0; index <= all.length; index += 1) {
    // Guessing "listed" above this threshold, or (the other way round) below it.
    const right = unlistedBelow + listed.length - listedBelow;
    best = Math.max(best, right, all.length - right);
    if (all[index]?.listed) listedBelow += 1;
    else unlistedBelow += 1;
  }
  return all.length > 0 ? best / all.length : 0.5;
}

/** A client address of its own for each request: 10.0.0.1, 10.0.0.2, … */
const clientAddress = (index: number) =>
  `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

export async function measureSignInTiming(
  probe: SignInProbe,
  emails: Record<AddressKind, string>,
  { samples, warmUp = 20 }: { samples: number; warmUp?: number },
): Promise<SignInTiming> {
  const times = {
    listed: { request: [] as number[], followUp: [] as number[] },
    unlisted: { request: [] as number[], followUp: [] as number[] },
  };
  let client = 1;
  for (let round = 0; round < warmUp + samples; round += 1) {
    const order: AddressKind[] = round % 2 ? ['listed', 'unlisted'] : ['unlisted', 'listed'];
    for (const kind of order) {
      const address = clientAddress(client++);
      const started = performance.now();
      await probe.ask(emails[kind], address);
      const answered = performance.now();
      await probe.followUp(address);
      const followed = performance.now();
      if (round < warmUp) continue;
      times[kind].request.push(answered - started);
      times[kind].followUp.push(followed - answered);
    }
  }
  const summary = (kind: AddressKind): KindTiming => ({
    request: median(times[kind].request),
    followUp: median(times[kind].followUp),
  });
  const total = (kind: AddressKind) =>
    times[kind].request.map((request, index) => request + (times[kind].followUp[index] ?? 0));
  return {
    listed: summary('listed'),
    unlisted: summary('unlisted'),
    samples,
    toldApart: bestThresholdShare(total('listed'), total('unlisted')),
  };
}

/**
 * Whether two medians differ by more than noise allows: by more than `floorMs` and more than
 * `share` of the smaller one. Today's measure is in docs/team-console.md.
 */
export const differs = (a: number, b: number, { floorMs = 0.5, share = 0.25 } = {}): boolean =>
  Math.abs(a - b) > Math.max(floorMs, share * Math.min(a, b));
