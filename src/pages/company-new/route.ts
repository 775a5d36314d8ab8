import type { ScreenDeclaration } from '../../screen/types';

export const screens = [
  {
    path: '/companies/new',
    titleKey: 'app.menu.company_new',
    heading: 'h5',
    breadcrumbs: true,
    shortcut: 'm',
    icon: 'AddBusiness',
    load: () => import('./index'),
  },
] as const satisfies readonly ScreenDeclaration[];
