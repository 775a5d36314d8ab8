import { RESOURCES } from '../app/screens/resources';
import type { ContractCall } from '../contract/call';
import { BACK_OFFICE_CALLS } from '../contract/callsBackOffice';
import { CHALLENGE_CALLS } from '../contract/callsChallenges';
import type { ResourceDeclaration } from '../screen/resource';
import { listCalls } from './callsLists';

export type { ContractCall };

/** The list resources' GETs come from their declarations, the rest from the tables. */
export const contractCalls = (lists: readonly ResourceDeclaration[]): ContractCall[] => [
  ...BACK_OFFICE_CALLS,
  ...listCalls(lists),
  ...CHALLENGE_CALLS,
];

/**
 * Every call of the console, its lists being the app's (src/app/screens/resources.ts): what
 * docs/openapi.json is written from, what the mock's answers are tested against and what
 * `npm run contract:check` calls. The app itself never imports this table.
 */
export const CONTRACT_CALLS: ContractCall[] = contractCalls(RESOURCES);
