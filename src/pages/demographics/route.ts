import type { ScreenDeclaration } from '../../screen/types';

export const screens = [
  {
    path: '/students/demographics',
    titleKey: 'app.menu.demographics',
    heading: 'h5',
    breadcrumbs: true,
    shortcut: 'p',
    icon: 'Groups',
    load: () => import('./index'),
  },
] as const satisfies readonly ScreenDeclaration[];
