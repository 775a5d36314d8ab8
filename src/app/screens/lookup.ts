import { SCREENS } from './screens';
import {
  isListDeclaration,
  type ListDeclaration,
  type ScreenDeclaration,
} from '../../screen/types';

/** What the console reads of the registry: the lists among the screens, a path's screen. */
export type Screen = (typeof SCREENS)[number];
/** The list resources' declarations, by name. */
export type ListScreen = Extract<Screen, { name: string }>;
export type ListName = ListScreen['name'];

export const LIST_SCREENS: readonly ListScreen[] = SCREENS.filter((screen): screen is ListScreen =>
  isListDeclaration(screen as ScreenDeclaration),
);

export const listScreenOf = (name: string): ListDeclaration | undefined =>
  LIST_SCREENS.find((screen) => screen.name === name);

const matches = (pattern: string, path: string) => {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  return (
    want.length === have.length &&
    want.every((part, index) => part.startsWith(':') || part === have[index])
  );
};

/** The screen of a console path relative to /admin, if the console knows it. */
export const screenOf = (path: string): ScreenDeclaration | undefined =>
  SCREENS.find((screen) => matches(screen.path, path));
