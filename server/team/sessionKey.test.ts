import { describe, expect, it, vi } from 'vitest';
import { teamSessionKey } from './sessionKey';

describe("the console's session key", () => {
  it('is 32 bytes derived from TEAM_SESSION_KEY, the same on every start', () => {
    const warn = vi.fn();
    const key = teamSessionKey('k7Q2vX9pLm4RtY8wZc3NbH6fJd1GsA5e', warn);
    expect(key).toHaveLength(32);
    expect(teamSessionKey('k7Q2vX9pLm4RtY8wZc3NbH6fJd1GsA5e', warn).equals(key)).toBe(true);
    expect(teamSessionKey('k7Q2vX9pLm4RtY8wZc3NbH6fJd1GsA5f', warn).equals(key)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('is random for the process without one, with one warning', () => {
    const warn = vi.fn();
    const first = teamSessionKey(undefined, warn);
    expect(first).toHaveLength(32);
    expect(teamSessionKey(undefined, () => undefined).equals(first)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^TEAM_SESSION_KEY is not set/);
  });
});
