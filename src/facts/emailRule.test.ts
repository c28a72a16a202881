import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, normaliseEmail } from './emailRule';

const normalised = (input: string) => {
  const result = normaliseEmail(input);
  return result.ok ? result.email : undefined;
};

const letters = 'abcdefghijklmnopqrstuvwxyz';
const label = fc.string({
  unit: fc.constantFrom(...`${letters}0123456789`),
  minLength: 1,
  maxLength: 12,
});
const tld = fc.string({ unit: fc.constantFrom(...letters), minLength: 2, maxLength: 6 });
const localPart = fc.string({
  unit: fc.constantFrom(...`${letters}0123456789._+-`),
  minLength: 1,
  maxLength: 20,
});
/** Plain ASCII addresses: a local part, an "@", a domain and a top-level part. */
const asciiEmail = fc
  .tuple(localPart, fc.array(label, { minLength: 1, maxLength: 3 }), tld)
  .map(([local, labels, top]) => `${local}@${labels.join('.')}.${top}`);

/** Characters that show nothing or are broken: format, private-use, control, lone surrogates. */
const invisible = fc.constantFrom(
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\u00ad',
  '\u202e',
  '\u2066',
  '\ue000',
  '\uf8ff',
  '\u0000',
  '\u0007',
  '\u007f',
  '\u0085',
  '\ud800',
  '\udfff',
);

const upperCased = (text: string) => text.toUpperCase();

describe('the e-mail rule (properties)', () => {
  it('accepts every plain address and gives its lower-cased form', () => {
    fc.assert(
      fc.property(asciiEmail, (email) => {
        expect(normalised(email)).toBe(email.toLowerCase());
      }),
    );
  });

  it('gives one form whatever the case and surrounding spaces', () => {
    fc.assert(
      fc.property(asciiEmail, fc.constantFrom('', ' ', '\t', '  \n'), (email, padding) => {
        expect(normalised(`${padding}${upperCased(email)}${padding}`)).toBe(normalised(email));
      }),
    );
  });

  it('is idempotent: a normalised address normalises to itself', () => {
    fc.assert(
      fc.property(fc.oneof(asciiEmail, fc.string({ maxLength: 40 })), (input) => {
        const once = normalised(input);
        if (once !== undefined) expect(normalised(once)).toBe(once);
      }),
    );
  });

  it('refuses an invisible, private-use, control or lone-surrogate character anywhere', () => {
    fc.assert(
      fc.property(asciiEmail, invisible, fc.nat(), (email, character, at) => {
        const position = 1 + (at % (email.length - 1));
        const tampered = `${email.slice(0, position)}${character}${email.slice(position)}`;
        expect(normaliseEmail(tampered)).toEqual({ ok: false, problem: 'invalid' });
      }),
    );
  });

  it('gives composed and decomposed (NFC and NFD) forms one address', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('josé', 'zoë', 'müller', 'ångström', 'façade'),
        asciiEmail,
        (name, email) => {
          const domain = email.slice(email.indexOf('@'));
          const nfc = `${name.normalize('NFC')}${domain}`;
          const nfd = `${name.normalize('NFD')}${domain}`;
          expect(nfc).not.toBe(nfd);
          expect(normalised(nfd)).toBe(normalised(nfc));
          expect(normalised(nfc)).toBeDefined();
        },
      ),
    );
  });

  it('never returns more than 254 characters, never anything with whitespace or two @', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (input) => {
        const email = normalised(input);
        if (email === undefined) return;
        expect(email.length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
        expect(email).not.toMatch(/\s/);
        expect(email.split('@')).toHaveLength(2);
        expect(email).toBe(email.toLowerCase());
      }),
    );
  });
});

describe('the e-mail rule (examples)', () => {
  it.each([
    ['Ada@Example.com', 'ada@example.com'],
    ['ａｄａ＠ｅｘａｍｐｌｅ．ｃｏｍ', 'ada@example.com'],
    ['ada@bücher.de', 'ada@xn--bcher-kva.de'],
    ['ada@xn--bcher-kva.de', 'ada@xn--bcher-kva.de'],
    ['ada@BÜCHER.de', 'ada@xn--bcher-kva.de'],
    ['ada@例え.テスト', 'ada@xn--r8jz45g.xn--zckzah'],
    ['first.last+ads@sub.shop.co.uk', 'first.last+ads@sub.shop.co.uk'],
  ])('normalises %j to %j', (input, email) => {
    expect(normaliseEmail(input)).toEqual({ ok: true, email });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['ada\u200b@example.com', 'invalid'],
    ['\u200bada@example.com', 'invalid'],
    ['ada@exam\u200dple.com', 'invalid'],
    ['ada\ud800@example.com', 'invalid'],
    ['ada\ufffd@example.com', 'invalid'],
    ['ada@example.c0m', 'invalid'],
    ['ada@example.com.', 'invalid'],
    ['ada@exa/mple.com', 'invalid'],
    ['ada@exa%41mple.com', 'invalid'],
    ['ada@127.0.0.1', 'invalid'],
    ['ada@@example.com', 'invalid'],
    [`${'a'.repeat(250)}@example.com`, 'invalid'],
  ])('refuses %j as %s', (input, problem) => {
    expect(normaliseEmail(input)).toEqual({ ok: false, problem });
  });
});
