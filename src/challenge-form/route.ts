import { contestClonePath, contestPath } from '../providers/formCalls';
import type { ScreenDeclaration } from '../screen/types';
import { formFirstRequests } from './firstRequests';

/** Create, edit and clone share one page; edit and clone are reached from the lists. */
const load = () => import('./index');
/** `record`: the challenge an edit or a clone loads first, from the address's slug. */
const form = (path: string, titleKey: string, record?: (slug: string) => string) =>
  ({
    path,
    titleKey,
    heading: 'h4',
    breadcrumbs: true,
    alwaysMounted: true,
    load,
    firstRequests: formFirstRequests(record),
    // Its query keeps nothing once the form is left (index.tsx): each opening reads the challenge.
    readsOnEveryOpening: true,
  }) satisfies ScreenDeclaration;

export const screens = [
  { ...form('/contests/new', 'app.menu.contest_new'), shortcut: 'n', icon: 'NoteAdd' },
  form('/contests/:slug/edit', 'app.menu.contest_edit', contestPath),
  form('/contests/:slug/clone', 'app.menu.contest_clone', contestClonePath),
] as const;
