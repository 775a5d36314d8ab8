import { t } from './i18n';

/** Whole seconds from `now` until `end` (never negative). */
export const secondsUntil = (end: string | Date, now: Date): number =>
  Math.max(0, Math.floor((new Date(end).getTime() - now.getTime()) / 1000));

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

/** `November 21, 2026 at 6:00 PM` in the solver's own time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatClock = (iso: string) => clock.format(new Date(iso));
