import type * as z from 'zod/mini';
import type { ListDeclaration } from '../screen/types';

/** What a list adds to its route (./<name>/route.ts): the shapes of its calls. */
export interface ResourceShapes {
  /** The schema of one list row (rows are salvaged field by field). */
  row: z.ZodMiniObject;
  /** What the contract's OpenAPI says of the list call. */
  summary: string;
  /** Query parameters beyond page, limit, search, the fixed query and `order` (the report's filters). */
  query?: z.ZodMiniObject;
  /** GET for getOne, and the schema of its answer. */
  one?: { path: (id: string) => string; record: z.ZodMiniObject; summary: string };
  /** POST for create: the body sent and the schema of the created record. */
  create?: { path: string; body: z.ZodMiniObject; record: z.ZodMiniObject; summary: string };
}

/** A list resource, declared once in its folder: its route's data plus its shapes. */
export type ResourceDeclaration<
  L extends ListDeclaration = ListDeclaration,
  S extends ResourceShapes = ResourceShapes,
> = L & S;

export const defineResource = <L extends ListDeclaration, S extends ResourceShapes>(
  route: L,
  shapes: S,
): ResourceDeclaration<L, S> => ({ ...route, ...shapes });

/**
 * The list resources' declarations by name, as the compiler knows them: each folder's index.ts
 * adds its own (`declare module '../../screen/resource' { interface ResourceDeclarations { … } }`), so the
 * dataProvider's calls are typed per resource with no list written by hand.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the folders
export interface ResourceDeclarations {}
