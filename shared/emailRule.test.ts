import fc from 'fast-check';
import addressparser from 'nodemailer/lib/addressparser';
import { domainToASCII } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, mailboxKey, normaliseEmail, urlDomainToAscii } from './emailRule';

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
  .map(([local, labels, top]) => `${local}@${labels.join('.')}.${top}`)
  .filter((email) => normalised(email) !== undefined);

/** Pieces an address can be made of, valid or not: the raw material of the agreement properties. */
const piece = fc.constantFrom(
  ...'aZ09.-_+@',
  ...`!#$%&'*/=?^\`{|}~`,
  ...'()<>[]:;,\\" \t\r\n',
  'ü',
  'é',
  '例',
  'ｅ',
  '。',
  '\u200b',
  '\u034f',
  '\ufe0f',
  '\u3164',
  '\u2800',
  '\u00ad',
  'xn--',
  'example.com',
  '.com',
  'bücher.de',
);
const mixed = fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(''));

/** Characters that show nothing or are broken (the five, soft hyphen, zero-widths...). */
const invisible = fc.constantFrom(
  '\u034f',
  '\ufe0f',
  '\u3164',
  '\u115f',
  '\u2800',
  '\u00ad',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u202e',
  '\u2066',
  '\ue000',
  '\u0000',
  '\u007f',
  '\u0085',
  '\ud800',
  '\udfff',
);

describe('the e-mail rule (properties)', () => {
  it('accepts every RFC 5322 dot-atom address with a dotted domain, as typed', () => {
    fc.assert(
      fc.property(fc.emailAddress({ size: 'small' }), (email) => {
        const [local = '', domain = ''] = email.split('@');
        fc.pre(domain.includes('.') && /\.[a-z]{2,}$/.test(domain) && local.length <= 64);
        expect(normalised(email)).toBe(email);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the local part as typed and lower-cases the domain', () => {
    fc.assert(
      fc.property(asciiEmail, (email) => {
        const [local] = email.split('@');
        const result = normalised(email.toUpperCase());
        expect(result).toBe(`${local?.toUpperCase()}@${email.split('@')[1]}`);
        expect(mailboxKey(result ?? '')).toBe(mailboxKey(email));
      }),
    );
  });

  it('hands nodemailer exactly the one address it accepted', () => {
    fc.assert(
      fc.property(fc.oneof(mixed, fc.emailAddress(), fc.string({ maxLength: 40 })), (input) => {
        const email = normalised(input);
        if (email === undefined) return;
        expect(addressparser(email, { flatten: true })).toEqual([{ name: '', address: email }]);
      }),
      { numRuns: 3000 },
    );
  });

  it("gives the same answer with the browser's IDNA (URL) as with Node's domainToASCII", () => {
    fc.assert(
      fc.property(fc.oneof(mixed, fc.emailAddress(), fc.string({ maxLength: 40 })), (input) => {
        expect(normaliseEmail(input, domainToASCII)).toEqual(
          normaliseEmail(input, urlDomainToAscii),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('is idempotent: a normalised address normalises to itself', () => {
    fc.assert(
      fc.property(fc.oneof(asciiEmail, mixed, fc.string({ maxLength: 40 })), (input) => {
        const once = normalised(input);
        if (once !== undefined) expect(normalised(once)).toBe(once);
      }),
    );
  });

  it('refuses an invisible, filler, control or lone-surrogate character anywhere', () => {
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

  it('never returns more than 254 octets, whitespace, a special or two @', () => {
    fc.assert(
      fc.property(fc.oneof(mixed, fc.string({ maxLength: 300 })), (input) => {
        const email = normalised(input);
        if (email === undefined) return;
        expect(new TextEncoder().encode(email).length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
        expect(email).not.toMatch(/[\s()<>[\]:;,\\"]/);
        expect(email.split('@')).toHaveLength(2);
      }),
    );
  });
});

describe('the e-mail rule (examples)', () => {
  it.each([
    ['Ada@Example.com', 'Ada@example.com'],
    ['  ada@example.com\n', 'ada@example.com'],
    ["o'brien+ads@x.com", "o'brien+ads@x.com"],
    ['first.last+ads@sub.shop.co.uk', 'first.last+ads@sub.shop.co.uk'],
    ['!#$%&*/=?^_`{|}~-@example.com', '!#$%&*/=?^_`{|}~-@example.com'],
    ['a@b-c.example.com', 'a@b-c.example.com'],
    ['ａｄａ＠ｅｘａｍｐｌｅ．ｃｏｍ', 'ada@example.com'],
    ['ada@bücher.de', 'ada@xn--bcher-kva.de'],
    ['ada@xn--bcher-kva.de', 'ada@xn--bcher-kva.de'],
    ['ada@BÜCHER.de', 'ada@xn--bcher-kva.de'],
    ['ada@例え.テスト', 'ada@xn--r8jz45g.xn--zckzah'],
    ['ada@example.xn--p1ai', 'ada@example.xn--p1ai'],
    ['ada@пример.рф', 'ada@xn--e1afmkfd.xn--p1ai'],
    ['josé@example.com', 'josé@example.com'],
    [`${'a'.repeat(64)}@example.com`, `${'a'.repeat(64)}@example.com`],
    [`a@${'b'.repeat(63)}.com`, `a@${'b'.repeat(63)}.com`],
  ])('accepts %j as %j', (input, email) => {
    expect(normaliseEmail(input)).toEqual({ ok: true, email });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['"ada"@example.com', 'invalid'],
    ['"a b"@example.com', 'invalid'],
    ['<support>@example.com', 'invalid'],
    ['support@example.com>', 'invalid'],
    ['a(comment)@example.com', 'invalid'],
    ['(comment)a@example.com', 'invalid'],
    ['a@example.com(comment)', 'invalid'],
    ['a,b@example.com', 'invalid'],
    ['a;b@example.com', 'invalid'],
    ['a:b@example.com', 'invalid'],
    ['a[b]@example.com', 'invalid'],
    ['a\\b@example.com', 'invalid'],
    ['a b@example.com', 'invalid'],
    ['a@exam ple.com', 'invalid'],
    ['a\r\n @example.com', 'invalid'],
    ['a@example.com\r\nBcc: b@example.com', 'invalid'],
    ['a@[127.0.0.1]', 'invalid'],
    ['a..b@example.com', 'invalid'],
    ['.a@example.com', 'invalid'],
    ['a.@example.com', 'invalid'],
    ['a@example..com', 'invalid'],
    ['a@.example.com', 'invalid'],
    ['a@-example.com', 'invalid'],
    ['a@example-.com', 'invalid'],
    ['a@example.-com', 'invalid'],
    ['a@example。。com', 'invalid'],
    ['a@example', 'invalid'],
    ['a@example.c0m', 'invalid'],
    ['a@example.com.', 'invalid'],
    ['a@exa_mple.com', 'invalid'],
    ['a@exa/mple.com', 'invalid'],
    ['a@exa%41mple.com', 'invalid'],
    ['a@127.0.0.1', 'invalid'],
    ['a@@example.com', 'invalid'],
    ['a@b@example.com', 'invalid'],
    ['@example.com', 'invalid'],
    ['ada@', 'invalid'],
    [`${'a'.repeat(65)}@example.com`, 'invalid'],
    [`${'é'.repeat(33)}@example.com`, 'invalid'],
    [`a@${'b'.repeat(64)}.com`, 'invalid'],
    [
      `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.com`,
      'invalid',
    ],
    ['ada\u034f@example.com', 'invalid'],
    ['ada\ufe0f@example.com', 'invalid'],
    ['\u3164ada@example.com', 'invalid'],
    ['ada\u115f@example.com', 'invalid'],
    ['ada\u2800@example.com', 'invalid'],
    ['a\u00adda@example.com', 'invalid'],
    ['ada\u200b@example.com', 'invalid'],
    ['ada@exam\u200dple.com', 'invalid'],
    ['ada\ud800@example.com', 'invalid'],
    ['ada\ufffd@example.com', 'invalid'],
  ])('refuses %j as %s', (input, problem) => {
    expect(normaliseEmail(input)).toEqual({ ok: false, problem });
  });

  it('finds Ann@x.com and ann@x.com by one key, and keeps each as typed', () => {
    expect(normalised('Ann@X.com')).toBe('Ann@x.com');
    expect(mailboxKey('Ann@x.com')).toBe(mailboxKey('ann@x.com'));
  });
});
