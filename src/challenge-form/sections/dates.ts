const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');

/** ISO 8601 with the local offset (CONTRACT §6): 2026-12-01T17:00:00+01:00. */
export const toIsoWithOffset = (date: Date): string => {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
  );
};

/** The datetime-local text of the picker to what the form keeps. */
export const parseDateTime = (value: string | null | undefined): string | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : toIsoWithOffset(date);
};
