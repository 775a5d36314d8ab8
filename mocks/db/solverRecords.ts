import type { SolutionAnswers } from '../../src/contract';
import { defineTable } from './database';

/** A solver's spot in a challenge (or the reason there is none). */
export interface ReservationRow {
  id: number;
  contestSlug: string;
  userId: number;
  eligibilityStatus: boolean;
  eligibilityReason: string | null;
  reservedAt: string;
  prefilterPassed: boolean;
  /** When the solution form was first served: the time limit runs from here. */
  startedAt: string | null;
}

export interface DraftRow extends SolutionAnswers {
  id: number;
  contestSlug: string;
  userId: number;
  fileKeys: string[];
  savedAt: string;
}

/** A solution file between its signed URL and its solution; `confirmed` once uploaded. */
export interface SolverFileRow {
  /** The storage key. */
  id: string;
  contestSlug: string;
  userId: number;
  filename: string;
  size: number;
  confirmed: boolean;
  solutionId: number | null;
}

export interface SolutionRow extends SolutionAnswers {
  id: number;
  contestSlug: string;
  userId: number;
  fileKeys: string[];
  submittedAt: string;
}

export const reservations = defineTable<ReservationRow>('solverReservations', () => []);
export const drafts = defineTable<DraftRow>('solverDrafts', () => []);
export const solverFiles = defineTable<SolverFileRow>('solverFiles', () => []);
export const solutions = defineTable<SolutionRow>('solverSolutions', () => []);

const mine = (slug: string, userId: number) => (row: { contestSlug: string; userId: number }) =>
  row.contestSlug === slug && row.userId === userId;

export const findReservation = (slug: string, userId: number) =>
  reservations().find(mine(slug, userId));
export const findDraft = (slug: string, userId: number) => drafts().find(mine(slug, userId));
export const findSolutions = (slug: string, userId: number) =>
  solutions().filter(mine(slug, userId));
export const pendingFiles = (slug: string, userId: number) =>
  solverFiles().filter(
    (row) => mine(slug, userId)(row) && row.confirmed && row.solutionId === null,
  );
