/**
 * Every react-query key of the console, one factory per domain, so a screen and the mutation
 * that invalidates it cannot drift apart.
 */
export const queryKeys = {
  dashboard: {
    stats: () => ['dashboard', 'stats'] as const,
    chart: (type: string, days: number) => ['dashboard', 'chart', type, days] as const,
  },
  cashouts: {
    all: () => ['cashouts'] as const,
    pending: () => ['cashouts', 'pending'] as const,
    balance: () => ['cashouts', 'balance'] as const,
    transactions: (id: number, mode: string, page: number, limit: number) =>
      ['cashouts', 'transactions', id, mode, page, limit] as const,
  },
  cashoutReport: {
    all: () => ['cashout-report'] as const,
    totals: (filterKey: string) => ['cashout-report', 'totals', filterKey] as const,
    statistics: (filterKey: string) => ['cashout-report', 'statistics', filterKey] as const,
    transactions: (userId: number, mode: string, filterKey: string) =>
      ['cashout-report', 'transactions', userId, mode, filterKey] as const,
  },
  demographics: {
    rows: (kind: string) => ['demographics', kind] as const,
    timestamp: () => ['demographics', 'timestamp'] as const,
  },
  formSelects: {
    all: () => ['formSelect'] as const,
    one: (name: string) => ['formSelect', name] as const,
  },
  contests: {
    form: (mode: string, slug: string | undefined) => ['contest', mode, slug] as const,
  },
};
