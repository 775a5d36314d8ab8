import type { CompanyFormType } from './calls';
import { FIELDS_BY_TYPE, RADIO_OPTIONS, type CompanyFormInput } from './rules';

export type CompanyPayloadValue = string | number | boolean | File;
export type CompanyPayload = [name: string, value: CompanyPayloadValue][];

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const isBooleanRadio = (options: readonly unknown[] | undefined) =>
  options !== undefined &&
  options.length > 0 &&
  options.every((option) => typeof option === 'boolean');

/** A radio gives back text (`"true"`); seed 000 §5 wants a real boolean when every option is one. */
const toBoolean = (value: unknown): unknown =>
  value === 'true' ? true : value === 'false' ? false : value;

const normalise = (value: unknown): CompanyPayloadValue =>
  value instanceof File || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : typeof value === 'string'
      ? value.trim()
      : String(value);

/**
 * What POST /admin/companies carries, in order: `form_type`, then the type's own fields with
 * empty values left out (seed 000 §5). Fields of the other type, still held by the form, are not sent.
 */
export const companyPayload = (type: CompanyFormType, values: CompanyFormInput): CompanyPayload => {
  const payload: CompanyPayload = [['form_type', type]];
  for (const field of FIELDS_BY_TYPE[type]) {
    const raw = values[field];
    if (isEmpty(raw)) continue;
    payload.push([field, normalise(isBooleanRadio(RADIO_OPTIONS[field]) ? toBoolean(raw) : raw)]);
  }
  return payload;
};

/** Multipart encoding (CONTRACT §6): booleans as `true` / `false`, numbers as decimal text, files as file parts. */
export const toFormData = (payload: CompanyPayload): FormData => {
  const form = new FormData();
  for (const [name, value] of payload)
    form.append(name, value instanceof File ? value : String(value));
  return form;
};
