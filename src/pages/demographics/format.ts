import { ABSENT, formatPercent as formatAnyPercent } from '../../ui/format';

/** `23.456` → `23.46%` (the server gives percents of 100, not fractions); a NaN share is no share. */
export const formatPercent = (value: unknown): string =>
  Number.isNaN(value) ? ABSENT : formatAnyPercent(value);
