/** `23.456` → `23.46%` (the server gives percents of 100, not fractions). */
export const formatPercent = (value: number): string =>
  Number.isFinite(value) ? `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}%` : '—';
