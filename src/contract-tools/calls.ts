import { LIST_SCREENS } from '../app/screens/lookup';
import { SCREENS } from '../app/screens/screens';
import type { ContractCall } from '../contract/call';
import { BACK_OFFICE_CALLS } from '../contract/callsBackOffice';
import { CHALLENGE_CALLS } from '../contract/callsChallenges';
import { resolveList, type ResolvedList, type ScreenDeclaration } from '../screen/types';
import { listCalls } from './callsLists';

export type { ContractCall };

/**
 * The list resources' GETs come from their declarations, a page folder's from its `calls.ts`,
 * the rest from the tables.
 */
export const contractCalls = (
  lists: readonly ResolvedList[],
  pageCalls: readonly ContractCall[] = [],
): ContractCall[] => [...BACK_OFFICE_CALLS, ...listCalls(lists), ...pageCalls, ...CHALLENGE_CALLS];

/** The app's lists with their shapes read (each folder's `schema.ts`, reached from its route). */
export const RESOLVED_LISTS: readonly ResolvedList[] = await Promise.all(
  LIST_SCREENS.map(resolveList),
);

/** The calls of the page folders that declare theirs (`calls` on their route). */
export const PAGE_CALLS: readonly ContractCall[] = (
  await Promise.all(
    SCREENS.map((screen: ScreenDeclaration) => screen.calls?.().then((module) => module.calls)),
  )
).flatMap((calls) => calls ?? []);

/**
 * Every call of the console, its lists being the app's (src/app/screens/screens.ts): what
 * docs/openapi.json is written from, what the mock's answers are tested against and what
 * `npm run contract:check` calls. The app itself never imports this table.
 */
export const CONTRACT_CALLS: ContractCall[] = contractCalls(RESOLVED_LISTS, PAGE_CALLS);
