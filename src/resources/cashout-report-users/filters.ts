import type { PerseveranceFilter, ReportFilters } from '../../contract';
import { PERSEVERANCE_FILTERS } from '../../contract/fixedLists';
import { DEFAULT_PAGE_SIZE, type ListDefaults } from '../../providers/listQuery';

/** The report's filters as react-admin keeps them in the URL (`q` is sent as `search`). */
// A type, not an interface, so it passes where any filter record is taken.
export type ReportFilterValues = {
  q?: string;
  date_from?: string;
  date_to?: string;
  perseverance_filter?: PerseveranceFilter;
};

export const EMPTY_FILTERS: Required<ReportFilterValues> = {
  q: '',
  date_from: '',
  date_to: '',
  perseverance_filter: '',
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Whatever the URL held, as the four filters with empty values dropped. */
export const normalizeFilters = (values: Record<string, unknown>): ReportFilterValues => {
  const result: ReportFilterValues = {};
  const q = text(values.q);
  if (q) result.q = q;
  const from = text(values.date_from);
  if (/^\d{4}-\d{2}-\d{2}$/.test(from)) result.date_from = from;
  const to = text(values.date_to);
  if (/^\d{4}-\d{2}-\d{2}$/.test(to)) result.date_to = to;
  const perseverance = text(values.perseverance_filter);
  if (perseverance && PERSEVERANCE_FILTERS.some((known) => known === perseverance)) {
    result.perseverance_filter = perseverance as PerseveranceFilter;
  }
  return result;
};

/** A stable text per filter set: the key of caches that depend on the filters. */
export const filtersKey = (values: Record<string, unknown>): string => {
  const normal = normalizeFilters(values);
  return JSON.stringify([
    normal.q ?? '',
    normal.date_from ?? '',
    normal.date_to ?? '',
    normal.perseverance_filter ?? '',
  ]);
};

export const sameFilters = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  filtersKey(a) === filtersKey(b);

export const hasFilters = (values: Record<string, unknown>) =>
  Object.keys(normalizeFilters(values)).length > 0;

/** The query of the report's own calls (totals, statistics, transactions). */
export const toReportFilters = (values: Record<string, unknown>): ReportFilters => {
  const { q, ...rest } = normalizeFilters(values);
  return q ? { search: q, ...rest } : rest;
};

/** The filters an expanded user's details call sends (seed 000 §7): dates and perseverance. */
export const toDetailFilters = (values: Record<string, unknown>): Omit<ReportFilters, 'search'> => {
  const { q: _search, ...rest } = normalizeFilters(values);
  return rest;
};

/** Apply is enabled when the form differs from what is applied; Clear when something is applied. */
export const filterActions = (
  draft: Record<string, unknown>,
  applied: Record<string, unknown>,
) => ({
  canApply: !sameFilters(draft, applied),
  canClear: hasFilters(applied),
});

/** Enter in the form: applies when Apply is enabled (an emptied form then clears). */
export const enterAction = (
  draft: Record<string, unknown>,
  applied: Record<string, unknown>,
): 'apply' | 'clear' | null => {
  if (!filterActions(draft, applied).canApply) return null;
  return hasFilters(draft) ? 'apply' : 'clear';
};

/** The Cashout Report opens newest first (react-admin's "no sort": the provider sends no `order` for `id`). */
export const REPORT_LIST_DEFAULTS: ListDefaults = {
  sort: { field: 'id', order: 'DESC' },
  perPage: DEFAULT_PAGE_SIZE,
};
