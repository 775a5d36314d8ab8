import { createContext, useContext } from 'react';
import type { ScreenDeclaration } from '../screen/types';
import type { ChallengeCardLoader } from '../ui/public/challengePreview';

/** Screens that other parts of the console link to, named by the app that lists the screens. */
export interface ConsoleLinks {
  /** Where the challenge form goes back to: its Cancel, and a save the server names no page for. */
  challengeFormReturn: string;
  /** The Cashout Report, the palette's "report" action for a person. */
  cashoutReport: string;
}

/** Code of one room that another draws, loaded when it is first wanted (the app knows both). */
export interface ConsoleAreas {
  /** The solver page's challenge card, for the challenge form's preview. */
  challengeCard: ChallengeCardLoader;
}

/**
 * What the shared layers know of the console's screens, handed down by the app as react-admin
 * hands down its resource definitions: every declared screen (menu icons, fixed `g` letters)
 * the links between screens, and the areas one room borrows from another. The layers below the app never import its list of screens.
 */
export interface ConsoleScreens {
  screens: readonly ScreenDeclaration[];
  links: ConsoleLinks;
  areas: ConsoleAreas;
}

// No default: the console (src/app/console/AdminConsole.tsx) always gives it.
const ConsoleScreensContext = createContext<ConsoleScreens | null>(null);

export const ConsoleScreensProvider = ConsoleScreensContext.Provider;

export const useConsoleScreens = () => useContext(ConsoleScreensContext) as ConsoleScreens;
