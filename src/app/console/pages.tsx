import { lazy, type ComponentType } from 'react';

/** A custom page of the console: one folder under src/pages, one line here. */
export interface ConsolePage {
  /** Relative to /admin. */
  path: string;
  titleKey: string;
  component: ComponentType;
  /** Reached from a screen rather than the menu: mounted whatever the menu says. */
  alwaysMounted?: boolean;
}

const CashoutsPage = lazy(() => import('../../pages/cashouts'));
const DemographicsPage = lazy(() => import('../../pages/demographics'));
const CompanyNewPage = lazy(() => import('../../pages/company-new'));
const ChallengerSupportPage = lazy(() => import('../../pages/support-tools/ChallengerSupportPage'));
const SolverSupportPage = lazy(() => import('../../pages/support-tools/SolverSupportPage'));
const ChallengeFormPage = lazy(() => import('../../challenge-form'));

export const CONSOLE_PAGES: ConsolePage[] = [
  { path: '/students/cashouts', titleKey: 'app.menu.cashouts', component: CashoutsPage },
  {
    path: '/students/demographics',
    titleKey: 'app.menu.demographics',
    component: DemographicsPage,
  },
  {
    path: '/students/support_tools',
    titleKey: 'app.menu.solver_support',
    component: SolverSupportPage,
  },
  { path: '/companies/new', titleKey: 'app.menu.company_new', component: CompanyNewPage },
  {
    path: '/companies/support_tools',
    titleKey: 'app.menu.challenger_support',
    component: ChallengerSupportPage,
  },
  {
    path: '/contests/new',
    titleKey: 'app.menu.contest_new',
    component: ChallengeFormPage,
    alwaysMounted: true,
  },
  {
    path: '/contests/:slug/edit',
    titleKey: 'app.menu.contest_edit',
    component: ChallengeFormPage,
    alwaysMounted: true,
  },
  {
    path: '/contests/:slug/clone',
    titleKey: 'app.menu.contest_clone',
    component: ChallengeFormPage,
    alwaysMounted: true,
  },
];
