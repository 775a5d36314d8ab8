import type { ScreenDeclaration } from '../screen/types';

/** Create, edit and clone share one page; edit and clone are reached from the lists. */
const load = () => import('./index');
const form = (path: string, titleKey: string) =>
  ({
    path,
    titleKey,
    heading: 'h4',
    breadcrumbs: true,
    alwaysMounted: true,
    load,
  }) satisfies ScreenDeclaration;

export const screens = [
  { ...form('/contests/new', 'app.menu.contest_new'), shortcut: 'n', icon: 'NoteAdd' },
  form('/contests/:slug/edit', 'app.menu.contest_edit'),
  form('/contests/:slug/clone', 'app.menu.contest_clone'),
] as const;
