import { t } from './i18n';

/** Whole seconds from `now` until `end` (never negative). */
export const secondsUntil = (end: string | Date, now: Date): number => {
  const left = Math.floor((new Date(end).getTime() - now.getTime()) / 1000);
  return Number.isFinite(left) ? Math.max(0, left) : 0;
};

/** `3d 4h 5m`, `4h 5m 6s` or `5m 6s`: short enough for a phone. */
export const formatDuration = (totalSeconds: number): string => {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (d > 0) return t('app.solver.time.days', { d, h, m });
  if (h > 0) return t('app.solver.time.hours', { h, m, s });
  return t('app.solver.time.minutes', { m, s });
};

// Intl rather than date-fns: the browser already has it, and a phone downloads less.
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });
const clock = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/** A date from ISO text, epoch seconds or milliseconds; null when there is none to show. */
const dateOf = (value: unknown): Date | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const number = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : null;
  const date = new Date(
    number === null ? (value as string) : number < 1e11 ? number * 1000 : number,
  );
  return Number.isNaN(date.getTime()) ? null : date;
};

/** `November 21, 2026 at 6:00 PM` in the solver's own time zone; empty when unreadable. */
export const formatDateTime = (value: unknown) => {
  const date = dateOf(value);
  return date ? dateTime.format(date) : '';
};
export const formatClock = (value: unknown) => {
  const date = dateOf(value);
  return date ? clock.format(date) : '';
};
