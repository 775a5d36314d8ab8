import { skeletonTitle } from '../../src/app/console/ConsoleSkeleton';
import { isListDeclaration, type ScreenDeclaration } from '../../src/screen/types';
import { SCREENS } from '../../src/app/screens/screens';

/** A console screen as the browser tests visit it, from the registry (src/app/screens/screens.ts). */
export interface BrowserScreen {
  /** The registry's path, relative to /admin, parameters unfilled (`:slug`). */
  pattern: string;
  /** The page's address with its parameters filled. */
  path: string;
  /** Its heading, as the catalogue gives it. */
  title: string;
  shortcut?: string;
  /** A list's GET, relative to the API base. */
  endpoint?: string;
}

/** Values for the patterns' parameters: a draft's slug, an opportunity's id. */
export interface ScreenParams {
  slug: string;
  id: string;
}

/** Every screen of the registry, in its order, with its parameters filled. */
export const browserScreens = (
  params: ScreenParams,
  screens: readonly ScreenDeclaration[] = SCREENS,
): BrowserScreen[] =>
  screens.map((screen) => ({
    pattern: screen.path,
    path: `/admin${screen.path.replace(/:(\w+)/g, (_, name: keyof ScreenParams) => params[name])}`,
    title: skeletonTitle(screen.titleKey) ?? screen.titleKey,
    shortcut: screen.shortcut,
    endpoint: isListDeclaration(screen) ? screen.endpoint : undefined,
  }));

/** The screens `g` reaches, the dashboard last (the walk ends where it began). */
export const shortcutScreens = (screens: readonly ScreenDeclaration[] = SCREENS) =>
  browserScreens({ slug: '', id: '' }, screens)
    .filter((screen) => screen.shortcut)
    .sort((a, b) => Number(a.pattern === '/') - Number(b.pattern === '/'));
