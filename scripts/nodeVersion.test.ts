import { describe, expect, it } from 'vitest';
import { nodeVersionRefusal } from './nodeVersion';

describe('nodeVersionRefusal', () => {
  it('accepts the minimum and anything newer', () => {
    for (const found of ['22.12.0', 'v22.12.0', '22.13.1', '23.0.0', '24.21.0']) {
      expect(nodeVersionRefusal('>=22.12', found)).toBeUndefined();
    }
  });

  it('refuses older versions with one line naming both', () => {
    for (const found of ['22.11.9', '20.19.0', '18.0.0']) {
      const line = nodeVersionRefusal('>=22.12', found);
      expect(line).toContain('>=22.12');
      expect(line).toContain(found);
      expect(line).not.toContain('\n');
    }
  });
});
