/**
 * How a typed invoice amount is read (docs/decisions.md, "Invoice amounts as typed"): every
 * character is a digit, a separator with one meaning, or a reason to refuse the whole text.
 */
export type AmountReading =
  { ok: true; value: number } | { ok: false; problem: 'blank' | 'exponent' | 'format' | 'cents' };

/** Digits, then at most one decimal point: 1250, 1250.5, .50 */
const PLAIN = /^(\d*)(?:\.(\d+))?$/;
/** Commas between groups of three digits, then the decimal point: 1,250 or 1,250.50 */
const GROUPED = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/;
/** One comma before one or two final digits is the decimal point: 12,50 or 12,5 */
const DECIMAL_COMMA = /^(\d+),(\d{1,2})$/;
/** A number in exponent notation, as `Number()` would read it: 1e3, 2.5E-2 */
const EXPONENT = /^[\d.,]*\d[\d.,]*e[+-]?\d+$/i;

const text = (value: unknown) =>
  typeof value === 'number'
    ? String(value)
    : typeof value === 'string'
      ? value.trim().replace(/^\$\s*/, '')
      : '';

/** Reads a typed amount in US dollars; a leading minus is kept, so a minimum check can refuse it. */
export const readAmount = (value: unknown): AmountReading => {
  const typed = text(value);
  if (typed === '') return { ok: false, problem: 'blank' };
  const negative = typed.startsWith('-');
  const body = negative ? typed.slice(1) : typed;
  if (EXPONENT.test(body)) return { ok: false, problem: 'exponent' };
  const parts = DECIMAL_COMMA.exec(body) ?? GROUPED.exec(body) ?? PLAIN.exec(body);
  const whole = parts?.[1]?.replace(/,/g, '') ?? '';
  const cents = parts?.[2] ?? '';
  if (!parts || (whole === '' && cents === '')) return { ok: false, problem: 'format' };
  if (cents.length > 2) return { ok: false, problem: 'cents' };
  const amount = Number(`${whole || '0'}.${cents || '0'}`);
  return { ok: true, value: negative ? -amount : amount };
};

/** The amount to send, or null when the text is not one (validation says why). */
export const amountValue = (value: unknown): number | null => {
  const reading = readAmount(value);
  return reading.ok ? reading.value : null;
};
