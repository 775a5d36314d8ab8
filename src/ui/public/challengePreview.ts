import type { ComponentType, ReactNode } from 'react';
import type { ChallengeView } from '../../contract/solver';

/**
 * The solver page's own parts the challenge form's preview draws with: its challenge card, the
 * boundary each of its panels fails in, its page column and its primary colour. The solver area
 * hands them out from its chunk (src/solver/SolverApp.tsx), the app passes them to the form
 * (the two rooms never import each other), and the form asks for them only when a preview opens.
 * docs/decisions.md, "The challenge preview".
 */
export interface ChallengeCardParts {
  ChallengeDetails: ComponentType<{ view: ChallengeView }>;
  PanelBoundary: ComponentType<{ children: ReactNode }>;
  Page: ComponentType<{ children: ReactNode; landmark?: boolean }>;
  primary: string;
}

export type ChallengeCardLoader = () => Promise<ChallengeCardParts>;
