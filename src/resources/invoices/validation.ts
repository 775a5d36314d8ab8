import type { CampaignType } from '../../contract';
import type { InvoiceRequest } from './schema';
import { isEmail } from '../../contract/email';

/** Seed 000 §5 and §9: the smallest invoice is 1 USD. */
export const MIN_INVOICE_USD = 1;
/** Ours (docs/decisions.md): an invoice above this many USD is sent only once confirmed. */
export const CONFIRM_ABOVE_USD = 1_000_000;

/** Dollars and at most two decimals of cents, as typed (before any rounding). */
const hasCents = (value: number | string) => /^\s*-?\d*(?:\.\d{0,2})?\s*$/.test(String(value));

/** Whether a valid amount needs the staff member to confirm it before it is sent. */
export const needsConfirmation = (values: InvoiceFormValues) =>
  Number(values.amount) > CONFIRM_ABOVE_USD;

export interface InvoiceFormValues {
  email?: string | null;
  amount?: number | string | null;
  campaign_type?: CampaignType | null;
}

export type InvoiceFormErrors = Partial<
  Record<keyof InvoiceFormValues, string | { message: string; args: Record<string, number> }>
>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Form-level validation (react-admin `validate`): catalogue keys, so nothing is sent while invalid. */
export const validateInvoice = (values: InvoiceFormValues): InvoiceFormErrors => {
  const errors: InvoiceFormErrors = {};
  if (isBlank(values.email)) errors.email = 'app.validation.required';
  else if (!isEmail(String(values.email))) errors.email = 'app.validation.email';
  if (isBlank(values.amount) || Number.isNaN(Number(values.amount)))
    errors.amount = 'app.validation.required';
  else if (Number(values.amount) < MIN_INVOICE_USD)
    errors.amount = { message: 'app.validation.min', args: { n: MIN_INVOICE_USD } };
  else if (!hasCents(values.amount ?? '')) errors.amount = 'app.invoices.form.cents';
  if (isBlank(values.campaign_type)) errors.campaign_type = 'app.validation.required';
  return errors;
};

/** What POST /admin/companies/invoices receives, from valid form values. */
export const toInvoiceRequest = (values: InvoiceFormValues): InvoiceRequest => ({
  email: String(values.email ?? '').trim(),
  amount: Number(values.amount),
  campaign_type: values.campaign_type ?? 'prepayment',
});
