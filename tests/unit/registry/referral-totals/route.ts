import type { ScreenDeclaration } from '../../../../src/screen/types';

/** GET /admin/solvers/referrals/totals: the page's one call (./calls.ts), sent by the entry with its code. */
export const referralTotalsEndpoint = '/admin/solvers/referrals/totals';

export const screens = [
  {
    path: '/students/referrals',
    titleKey: 'app.pages.referral-totals.title',
    heading: 'h5',
    breadcrumbs: true,
    shortcut: 'y',
    icon: 'Groups',
    load: () => import('./index'),
    firstRequests: () => [{ path: referralTotalsEndpoint }],
  },
] as const satisfies readonly ScreenDeclaration[];
