import { LIST_SCREENS } from '../app/screens/lookup';
import type { ContractCall } from '../contract/call';
import { BACK_OFFICE_CALLS } from '../contract/callsBackOffice';
import { CHALLENGE_CALLS } from '../contract/callsChallenges';
import { resolveList, type ResolvedList } from '../screen/types';
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

/**
 * The calls a folder keeps in its `calls.ts` (a custom page's, and a list's beyond its list call,
 * such as the Cashout Report's totals), found by the bundler as the mock finds their `mock.ts`:
 * the app never loads them for this, so a route names no chunk it would not run
 * (docs/adding-a-resource.md, "How to add a custom page").
 */
export const PAGE_CALLS: readonly ContractCall[] = [
  ...Object.values(
    import.meta.glob<readonly ContractCall[]>('../pages/*/calls.ts', {
      eager: true,
      import: 'calls',
    }),
  ),
  ...Object.values(
    import.meta.glob<readonly ContractCall[]>('../resources/*/calls.ts', {
      eager: true,
      import: 'calls',
    }),
  ),
].flat();

/**
 * Every call of the console, its lists being the app's (src/app/screens/screens.ts): what
 * docs/openapi.json is written from, what the mock's answers are tested against and what
 * `npm run contract:check` calls. The app itself never imports this table.
 */
export const CONTRACT_CALLS: ContractCall[] = contractCalls(RESOLVED_LISTS, PAGE_CALLS);
