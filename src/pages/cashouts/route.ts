import type { ScreenDeclaration } from '../../screen/types';

export const screens = [
  {
    path: '/students/cashouts',
    titleKey: 'app.menu.cashouts',
    heading: 'h4',
    breadcrumbs: true,
    shortcut: 'c',
    icon: 'Payments',
    load: () => import('./index'),
  },
] as const satisfies readonly ScreenDeclaration[];
