import { format, parseISO } from 'date-fns';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDay, formatDayTime, parseIsoDate } from '../../../src/ui/isoDate';

const digits = (length: number) =>
  fc.integer({ min: 0, max: 10 ** length - 1 }).map((n) => String(n).padStart(length, '0'));
/** Near-valid pieces: most in range, some just out of it (a 30 February, 24:00, 60 s, +05:60). */
const isoText = fc
  .record({
    year: fc.oneof(digits(4), fc.constantFrom('0000', '0050', '1900', '2000', '2024', '9999')),
    month: fc.oneof(digits(2), fc.constantFrom('01', '02', '12', '13')),
    day: fc.oneof(digits(2), fc.constantFrom('01', '28', '29', '30', '31')),
    time: fc.option(
      fc.record({
        hours: fc.oneof(digits(2), fc.constantFrom('00', '23', '24', '25')),
        minutes: fc.oneof(digits(2), fc.constantFrom('00', '59', '60')),
        seconds: fc.oneof(digits(2), fc.constantFrom('00', '59', '60')),
        fraction: fc.option(fc.stringMatching(/^\.\d{1,6}$/)),
        zone: fc.oneof(
          fc.constant('Z'),
          fc.constant(''),
          fc
            .tuple(fc.constantFrom('+', '-'), digits(2), digits(2))
            .map(([sign, h, m]) => `${sign}${h}:${m}`),
          fc.tuple(fc.constantFrom('+', '-'), digits(2)).map(([sign, h]) => `${sign}${h}`),
        ),
      }),
    ),
  })
  .map(({ year, month, day, time }) =>
    time
      ? `${year}-${month}-${day}T${time.hours}:${time.minutes}:${time.seconds}${time.fraction ?? ''}${time.zone}`
      : `${year}-${month}-${day}`,
  );

const sameInstant = (text: string) => {
  expect(parseIsoDate(text).getTime()).toStrictEqual(parseISO(text).getTime());
};

const ZONES = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham'];
const zoneBefore = process.env.TZ;
afterAll(() => {
  process.env.TZ = zoneBefore;
});

describe.each(ZONES)('in time zone %s', (zone) => {
  it('parses every text as date-fns parseISO does, valid or not', () => {
    process.env.TZ = zone;
    for (const text of [
      '2026-11-21T14:05:00.000+00:00',
      '2026-11-21T14:05:00Z',
      '2026-11-21',
      '2026-02-30',
      '2024-02-29T24:00:00Z',
      '2026-11-21T14:05:00+05:60',
      '2026-11-21 14:05',
      'not a date',
      '',
    ])
      sameInstant(text);
    fc.assert(
      fc.property(isoText, (text) => sameInstant(text)),
      { numRuns: 2000 },
    );
  });

  it('formats a day and a day with its time as date-fns format does', () => {
    process.env.TZ = zone;
    const date = fc.date({
      min: new Date('0001-01-02T00:00:00Z'),
      max: new Date('9999-12-30T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(date, (value) => {
        expect(formatDay(value)).toBe(format(value, 'MMM d, yyyy'));
        expect(formatDayTime(value)).toBe(format(value, 'MMM d, yyyy, HH:mm'));
      }),
      { numRuns: 2000 },
    );
  });
});
