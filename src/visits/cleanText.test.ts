import { describe, expect, it } from 'vitest';
import { beaconBodySchema } from '../../shared/contracts/beaconSchema';
import { cleanText } from './cleanText';

/** Whether the server would take this text as a visit's source. */
const accepted = (source: string) =>
  beaconBodySchema.safeParse({
    events: [{ type: 'step', step: 'visit', path: '/', locale: 'en', device: 'phone', source }],
  }).success;

describe('text the beacon carries', () => {
  it('turns control characters into spaces and trims', () => {
    expect(cleanText(' spring\tsale\u0000\n', 200)).toBe('spring sale');
    expect(cleanText('a\u007fb\u0085c', 200)).toBe('a b c');
  });

  it('drops lone surrogates and keeps whole characters', () => {
    expect(cleanText('news\ud800letter\udc00', 200)).toBe('newsletter');
    expect(cleanText('launch 🚀', 200)).toBe('launch 🚀');
  });

  it('cuts a long text at the limit without splitting a character in two', () => {
    const emoji = '😀'.repeat(150);
    const cut = cleanText(emoji, 200);
    expect(cut).toBe('😀'.repeat(100));
    expect(cleanText(`${'x'.repeat(199)}😀`, 200)).toBe('x'.repeat(199));
    expect(cleanText(`${'x'.repeat(198)} 😀`, 200)).toBe('x'.repeat(198));
  });

  it('gives the server only what it accepts, whatever a link carried', () => {
    for (const raw of [
      '\u0000',
      'a\ud83d',
      `${'é'.repeat(199)}😀😀`,
      '\t\tspring\r\n',
      '\ud800'.repeat(300),
      'news\u2028letter',
      'moc.\u202eevil',
      'sp\u200dring\ufeff',
    ]) {
      const clean = cleanText(raw, 200);
      expect(clean === '' || accepted(clean), JSON.stringify(raw)).toBe(true);
      expect(clean).not.toMatch(/\p{Cs}/u);
      expect(clean).not.toMatch(/\p{Cc}/u);
    }
  });
});
