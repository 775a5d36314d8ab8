import type { ServerContext } from '../../src/contract';
import { SIGNED_IN_ADMIN } from '../db/people';
import { ok } from '../respond';
import { api } from '../route';
import { withListMenus } from './resources';
import { contextCall } from '../../src/contract/context';

/**
 * The navigation the real server renders for an admin (CONTRACT §3): the pages' links here, each
 * list's link from its folder (its mock's `menu`, put in its place by withListMenus).
 */
export const DEFAULT_CONTEXT: ServerContext = {
  menu: withListMenus([
    { label: 'Dashboard', path: '/', linkToPage: true },
    {
      label: 'Challenges',
      path: '/contests',
      children: [{ label: 'Create Challenge', path: '/new' }],
    },
    {
      label: 'Companies',
      path: '/companies',
      children: [
        { label: 'New Company or Team', path: '/new' },
        { label: 'Support Tools', path: '/support_tools' },
      ],
    },
    {
      label: 'Students',
      path: '/students',
      children: [
        { label: 'Demographics', path: '/demographics' },
        { label: 'Manage Cashouts', path: '/cashouts' },
        { label: 'Support Tools', path: '/support_tools' },
      ],
    },
    {
      label: 'Sales',
      path: '/sales',
      children: [{ label: 'Help Center', path: 'https://help.example.com/', externalPath: true }],
    },
  ]),
  // No `active`: a context fetched from the API cannot know the page, so the address decides.
  user: {
    id: SIGNED_IN_ADMIN.id,
    name: `${SIGNED_IN_ADMIN.firstName} ${SIGNED_IN_ADMIN.lastName}`,
    email: SIGNED_IN_ADMIN.email,
  },
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

export const contextHandlers = [api.get(contextCall.path, () => ok(currentContext()))];
