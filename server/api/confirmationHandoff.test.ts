import { describe, expect, it } from 'vitest';
import { confirmationSessionOf } from './confirmationHandoff';

describe('the confirmation page’s session', () => {
  it('is read from the confirmation page in any language, and only a session id', () => {
    expect(confirmationSessionOf('/confirmation?session_id=cs_test_a1')).toBe('cs_test_a1');
    expect(confirmationSessionOf('/de/confirmation?session_id=cs_live_B-2')).toBe('cs_live_B-2');
    for (const url of [
      '/confirmation',
      '/confirmation?session_id=',
      '/confirmation?session_id=cs_local_x%0A',
      '/confirmation?session_id=evt_1',
      '/xx/confirmation?session_id=cs_test_a1',
      '/pricing?session_id=cs_test_a1',
      '/de/x/confirmation?session_id=cs_test_a1',
      `/confirmation?session_id=cs_${'a'.repeat(300)}`,
    ]) {
      expect(confirmationSessionOf(url), url).toBeUndefined();
    }
  });
});
