import type { ServerContext } from '../../src/contract';
import { ok } from '../respond';
import { api } from '../route';

/** The navigation the real server renders for an admin (CONTRACT §3). */
export const DEFAULT_CONTEXT: ServerContext = {
  menu: [
    { label: 'Dashboard', path: '/', linkToPage: true },
    {
      label: 'Challenges',
      path: '/contests',
      children: [
        { label: 'Create Challenge', path: '/new' },
        { label: 'Drafts', path: '/drafts' },
        { label: 'Statistics', path: '/statistics' },
      ],
    },
    {
      label: 'Companies',
      path: '/companies',
      children: [
        { label: 'New Company or Team', path: '/new' },
        { label: 'Invoices', path: '/invoices' },
        { label: 'Support Tools', path: '/support_tools' },
      ],
    },
    {
      label: 'Students',
      path: '/students',
      children: [
        { label: 'Demographics', path: '/demographics' },
        { label: 'Manage Cashouts', path: '/cashouts' },
        { label: 'Cashout Report', path: '/cashout_report' },
        { label: 'Support Tools', path: '/support_tools' },
      ],
    },
    {
      label: 'Sales',
      path: '/sales',
      children: [
        { label: 'Challenge Search', path: '/challenges' },
        { label: 'Opportunities', path: '/opportunities' },
        { label: 'Help Center', path: 'https://help.example.com/', externalPath: true },
      ],
    },
  ],
  // No `active`: a context fetched from the API cannot know the page, so the address decides.
  user: { id: 1, name: 'Morgan Admin', email: 'morgan.admin@mindsumo.com' },
  settings: {},
};

const CONTEXT_KEY = 'mock:context';

/** A test may replace the context (localStorage `mock:context` in the browser). */
const currentContext = (): ServerContext => {
  if (typeof localStorage !== 'undefined' && typeof window !== 'undefined') {
    try {
      const text = localStorage.getItem(CONTEXT_KEY);
      if (text) return JSON.parse(text) as ServerContext;
    } catch {
      // fall back to the default
    }
  }
  return DEFAULT_CONTEXT;
};

export const contextHandlers = [api.get('/admin/context', () => ok(currentContext()))];
