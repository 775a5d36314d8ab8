import type { ContestFormValues, FlatErrors, Message, ValidationContext } from '../model/types';

export type SectionValidator = (
  values: ContestFormValues,
  context: ValidationContext,
) => FlatErrors;

/** Collects the defined messages of `[path, message]` pairs. */
export const collect = (...pairs: [string, Message | undefined][]): FlatErrors => {
  const errors: FlatErrors = {};
  for (const [path, message] of pairs) if (message) errors[path] = message;
  return errors;
};

/** Rows removed by the user are not validated: they are only sent with `_destroy`. */
export const liveRows = <T extends { _destroy?: boolean }>(rows: readonly T[] | undefined) =>
  (rows ?? []).map((row, index) => ({ row, index })).filter(({ row }) => !row._destroy);
