import { describe, expect, it } from 'vitest';
import { funnelRows } from './funnelRates';

describe('funnel conversion', () => {
  it('compares each step with the first and the previous one', () => {
    const rows = funnelRows([
      { step: 'visit', visitors: 200 },
      { step: 'pricing', visitors: 100 },
      { step: 'trial_dialog', visitors: 50 },
      { step: 'checkout', visitors: 0 },
      { step: 'completed', visitors: 0 },
    ]);
    expect(rows.map(({ ofFirst, ofPrevious }) => [ofFirst, ofPrevious])).toEqual([
      [1, null],
      [0.5, 0.5],
      [0.25, 0.5],
      [0, 0],
      [0, null],
    ]);
  });

  it('divides by nothing when no one visited', () => {
    expect(funnelRows([{ step: 'visit', visitors: 0 }])[0]).toMatchObject({ ofFirst: null });
  });
});
