import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmail } from '../../../src/contract/email';

const ATOM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+/=?^_`{|}~-";
const atom = fc.string({ unit: fc.constantFrom(...ATOM), minLength: 1, maxLength: 12 });
const label = fc
  .string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), minLength: 1 })
  .filter((text) => text.length <= 63);
const topLevel = fc.string({ unit: fc.constantFrom(...'abcdefghij'), minLength: 2, maxLength: 6 });
const address = fc
  .tuple(
    fc.array(atom, { minLength: 1, maxLength: 3 }),
    fc.array(label, { minLength: 1, maxLength: 3 }),
    topLevel,
  )
  .map(([local, host, tld]) => `${local.join('.')}@${[...host, tld].join('.')}`)
  .filter((text) => text.length <= 254 && text.indexOf('@') <= 64);

describe('the one e-mail check', () => {
  it('takes the addresses a mail server takes', () => {
    for (const text of [
      'ap@northwind.example',
      'first.last+tag@mail.stanford.edu',
      "o'brien@example.co.uk",
      ' padded@example.com ',
      'ana@münchen.de',
      'x@xn--mnchen-3ya.de',
    ])
      expect(isEmail(text), text).toBe(true);
  });

  it('refuses what a mail server refuses', () => {
    for (const text of [
      'foo@bar..com',
      '.foo@bar.com',
      'foo.@bar.com',
      'fo..o@bar.com',
      'foo@bar',
      'foo@bar.c',
      'foo@-bar.com',
      'foo@bar-.com',
      'foo@bar.123',
      'foo bar@baz.com',
      'foo@bar@baz.com',
      '@bar.com',
      'foo@',
      `${'a'.repeat(65)}@bar.com`,
      `a@${'b'.repeat(64)}.com`,
      '',
    ])
      expect(isEmail(text), text).toBe(false);
  });

  it('takes every address built of valid parts, and none with a doubled dot or a space', () => {
    fc.assert(fc.property(address, (text) => isEmail(text)));
    fc.assert(
      fc.property(address, fc.nat(), (text, at) => {
        const index = at % (text.length + 1);
        const inner = 1 + (at % (text.length - 1));
        return (
          !isEmail(`${text.slice(0, index)}..${text.slice(index)}`) &&
          !isEmail(`${text.slice(0, inner)} ${text.slice(inner)}`)
        );
      }),
    );
  });
});
