import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSetting } from './buildSetting';

describe('buildSetting', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('gives the setting trimmed', () => {
    vi.stubEnv('VITE_BRAND_NAME', '  Acme  ');
    expect(buildSetting('VITE_BRAND_NAME', 'AdHelm')).toBe('Acme');
  });

  it.each(['', '   '])('falls back when the setting is %j', (value) => {
    vi.stubEnv('VITE_BRAND_NAME', value);
    expect(buildSetting('VITE_BRAND_NAME', 'AdHelm')).toBe('AdHelm');
  });

  it('falls back when the setting is absent', () => {
    expect(buildSetting('VITE_NO_SUCH_SETTING', 'fallback')).toBe('fallback');
  });
});
