import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_INVOICE_USD,
  toInvoiceRequest,
  validateInvoice,
} from '../../src/resources/invoices/validation';

const amountError = (amount: string | number) =>
  validateInvoice({ email: 'a@b.co', amount, campaign_type: 'prepayment' }).amount;
const sent = (amount: string) =>
  toInvoiceRequest({ email: 'a@b.co', amount, campaign_type: 'prepayment' }).amount;

/** Whole dollars with commas between groups of three digits: 1250 → 1,250. */
const grouped = (dollars: bigint) => dollars.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** An amount in cents, written as a person would type it. */
const typed = fc
  .record({
    cents: fc.bigInt({ min: 100n, max: BigInt(MAX_INVOICE_USD) * 100n }),
    style: fc.constantFrom('plain', 'grouped', 'comma', 'short', 'dollars', 'sign'),
  })
  .map(({ cents, style }) => {
    const dollars = cents / 100n;
    const rest = String(cents % 100n).padStart(2, '0');
    const intended = `${dollars}.${rest}`;
    const text =
      style === 'plain'
        ? intended
        : style === 'grouped'
          ? `${grouped(dollars)}.${rest}`
          : style === 'comma'
            ? `${dollars},${rest}`
            : style === 'short'
              ? // One decimal where the second is 0: 12.5, 12,5.
                rest.endsWith('0')
                ? `${dollars}${cents % 2n ? '.' : ','}${rest[0]}`
                : intended
              : style === 'dollars'
                ? rest === '00'
                  ? grouped(dollars)
                  : intended
                : `$${intended}`;
    return { text, intended };
  });

describe('the invoice amount', () => {
  it('never loses a character: what is sent, written with cents, is the amount intended', () => {
    fc.assert(
      fc.property(typed, ({ text, intended }) => {
        expect(amountError(text)).toBeUndefined();
        expect(sent(text).toFixed(2)).toBe(intended);
      }),
    );
  });

  it('reads a single decimal comma as the decimal point, and commas before three digits as thousands', () => {
    expect(sent('12,50')).toBe(12.5);
    expect(sent('12,5')).toBe(12.5);
    expect(sent('1,250')).toBe(1250);
    expect(sent('1,250.50')).toBe(1250.5);
    expect(sent('1,234,567.89')).toBe(1234567.89);
    expect(sent(' $ 99 ')).toBe(99);
  });

  it('refuses what could be read two ways, naming the problem', () => {
    for (const text of ['1.250,50', '1,25,0', '12,500,5', '1 250', '12..5', '1,2345', '+5', '12$'])
      expect(amountError(text)).toEqual({
        message: 'app.invoices.form.amount_format',
        args: { text: text.trim() },
      });
    expect(amountError('12.345')).toBe('app.invoices.form.cents');
    expect(amountError('12,345.678')).toBe('app.invoices.form.cents');
  });

  it('refuses exponents and amounts above the ceiling, each with its own message', () => {
    for (const text of ['1e3', '1E3', '2.5e6', '1e+3']) {
      expect(amountError(text)).toBe('app.invoices.form.amount_exponent');
    }
    expect(amountError(1e21)).toBe('app.invoices.form.amount_exponent');
    expect(amountError(String(MAX_INVOICE_USD))).toBeUndefined();
    for (const text of [`${MAX_INVOICE_USD}.01`, '100000000000', '9'.repeat(400)])
      expect(amountError(text)).toEqual({
        message: 'app.invoices.form.amount_ceiling',
        args: { ceiling: '$10,000,000.00' },
      });
    expect(amountError('-5')).toEqual({ message: 'app.validation.min', args: { n: 1 } });
  });

  it('never accepts a text that drops a digit', () => {
    // Whatever is typed from digits and separators: either refused, or every digit is in the amount.
    const chars = fc.constantFrom(...'0123456789,.$ e-');
    fc.assert(
      fc.property(
        fc.array(chars, { maxLength: 14 }).map((list) => list.join('')),
        (text) => {
          if (amountError(text) !== undefined) return;
          const cents = Math.round(sent(text) * 100).toString();
          const digits = text.replace(/\D/g, '').replace(/^0+/, '');
          expect(cents.startsWith(digits)).toBe(true);
          expect(cents.length - digits.length).toBeLessThanOrEqual(2);
          expect(/^0*$/.test(cents.slice(digits.length))).toBe(true);
        },
      ),
    );
  });
});
