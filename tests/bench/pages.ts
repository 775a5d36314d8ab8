import { contests } from '../../mocks/db/contests';

/** A page the first-view benches load, and how to tell its first row or figure is painted. */
export interface BenchPage {
  label: string;
  path: string;
  /** A CSS selector: the first row or figure, with its text. */
  firstData: string;
  /** Part of the URL of its data requests (the context request is never one); none for a form. */
  dataRequest?: RegExp;
}

const API = /\/api\/v1\/(?!admin\/context)/;

/**
 * The console and solver pages of docs/performance.md and the public challenge request,
 * loaded by Lighthouse and by the first-view bench alike.
 */
export const benchPages = (): BenchPage[] => [
  { label: '/admin/', path: '/admin/', firstData: 'dl dd', dataRequest: API },
  {
    label: '/admin/contests/drafts',
    path: '/admin/contests/drafts',
    firstData: '[role="table"] [role="rowgroup"]:last-child > [role="row"]',
    dataRequest: API,
  },
  {
    label: '/admin/students/cashout_report',
    path: '/admin/students/cashout_report',
    firstData: 'dl dd',
    dataRequest: API,
  },
  {
    label: '/admin/contests/new',
    path: '/admin/contests/new',
    firstData: 'form input:not([type="hidden"])',
    dataRequest: API,
  },
  {
    label: '/challenges/{slug}',
    path: `/challenges/${contests().all()[0].slug}`,
    firstData: 'main h1',
    dataRequest: API,
  },
  { label: '/challenge_request', path: '/challenge_request', firstData: 'main form input' },
];

/** The reference: ../shared/anchors/ra-floor, one <Resource>, a <Datagrid> of 25 rows. */
export const REFERENCE: BenchPage = {
  label: 'reference (ra-floor)',
  path: '/#/posts',
  firstData: 'table tbody tr',
  dataRequest: /\/api\/posts/,
};
