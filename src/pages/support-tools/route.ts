import type { ScreenDeclaration } from '../../screen/types';

export const screens = [
  {
    path: '/students/support_tools',
    titleKey: 'app.menu.solver_support',
    heading: 'h5',
    breadcrumbs: true,
    shortcut: 'v',
    icon: 'SupportAgent',
    load: () => import('./SolverSupportPage'),
  },
  {
    path: '/companies/support_tools',
    titleKey: 'app.menu.challenger_support',
    heading: 'h5',
    breadcrumbs: true,
    shortcut: 'h',
    icon: 'SupportAgent',
    load: () => import('./ChallengerSupportPage'),
  },
] as const satisfies readonly ScreenDeclaration[];
