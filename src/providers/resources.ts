import type * as z from 'zod/mini';
import type { ListDeclaration, ShapesOf } from '../screen/types';

/** Where a react-admin resource reads and writes: its declaration, `list` being its GET. */
export type ResourceEndpoint<L extends ListDeclaration = ListDeclaration> = L & {
  /** GET for getList (paginated, CONTRACT §5). */
  list: string;
};

/** The endpoint table, derived from the list declarations the app hands the dataProvider. */
export const resourceEndpoints = <L extends ListDeclaration>(
  lists: readonly L[],
): Record<string, ResourceEndpoint<L>> =>
  Object.fromEntries(
    lists.map((declaration) => [declaration.name, { ...declaration, list: declaration.endpoint }]),
  );

type WithId<T> = T & { id: string | number };

/** A list row of a resource, as parsed (unreadable fields in `_unreadable`). */
export type ListRow<L extends ListDeclaration> = WithId<
  z.output<ShapesOf<L>['row']> & { _unreadable?: Record<string, unknown> }
>;

/** The names of the lists with a detail call, and of those that create. */
export type DetailName<L extends ListDeclaration> = L extends unknown
  ? ShapesOf<L> extends { one: object }
    ? L['name']
    : never
  : never;
export type CreatingName<L extends ListDeclaration> = L extends unknown
  ? ShapesOf<L> extends { create: object }
    ? L['name']
    : never
  : never;

/** What a list's detail call answers, what its create call sends and answers. */
export type ListRecord<L extends ListDeclaration> =
  ShapesOf<L> extends { one: { record: infer S extends z.ZodMiniType } }
    ? WithId<z.output<S>>
    : never;
export type CreateBody<L extends ListDeclaration> =
  ShapesOf<L> extends { create: { body: infer S extends z.ZodMiniType } } ? z.input<S> : never;
export type CreatedRecord<L extends ListDeclaration> =
  ShapesOf<L> extends { create: { record: infer S extends z.ZodMiniType } }
    ? WithId<z.output<S>>
    : never;
