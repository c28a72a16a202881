import { describe, expect, it } from 'vitest';
import { countingAllowed } from './countingAllowed';

describe('counting allowed', () => {
  it('when the visitor has asked for neither Do Not Track nor Global Privacy Control', () => {
    expect(countingAllowed({})).toBe(true);
    expect(countingAllowed({ doNotTrack: null, globalPrivacyControl: false })).toBe(true);
    expect(countingAllowed({ doNotTrack: '0' })).toBe(true);
    expect(countingAllowed({ doNotTrack: 'unspecified' })).toBe(true);
  });

  it('never with Do Not Track or Global Privacy Control on', () => {
    expect(countingAllowed({ doNotTrack: '1' })).toBe(false);
    expect(countingAllowed({ globalPrivacyControl: true })).toBe(false);
    expect(countingAllowed({ doNotTrack: '1', globalPrivacyControl: true })).toBe(false);
  });
});
