/**
 * The list resources' full declarations (route, row schema, detail and create calls), each
 * folder's index.ts, found by the bundler (./folders.ts) and put in the order of the screens'
 * registry (./screens.ts). The dataProvider's endpoint table and the contract's list calls
 * derive from it. A list screen without its declaration fails to compile (EVERY_LIST_DECLARED)
 * and tests/unit/registry/declared.test.ts names it.
 */
import type { ResourceDeclaration, ResourceDeclarations } from '../../screen/resource';
import { RESOURCE_FOLDERS } from './folders';
import { LIST_SCREENS, type ListName } from './lookup';

export const RESOURCES: readonly ResourceDeclaration[] = LIST_SCREENS.flatMap((screen) =>
  Object.values(RESOURCE_FOLDERS).filter((declaration) => declaration.name === screen.name),
);

/** A list screen without its folder's declaration fails to compile, naming the missing resource. */
export const EVERY_LIST_DECLARED: [Exclude<ListName, keyof ResourceDeclarations>] extends [never]
  ? true
  : Exclude<ListName, keyof ResourceDeclarations> = true;

export type { ResourceDeclarations };
