import type { CampaignType } from '../../contract';
import type { InvoiceRequest } from './schema';
import { isEmail } from '../../contract/email';
import { formatUsd } from '../../ui/format';
import { amountValue, readAmount } from './amount';

/** Seed 000 §5 and §9: the smallest invoice is 1 USD. */
export const MIN_INVOICE_USD = 1;
/** Ours (docs/decisions.md): an invoice above this many USD is sent only once confirmed. */
export const CONFIRM_ABOVE_USD = 1_000_000;
/** Ours (docs/decisions.md, "Invoice amounts as typed"): no invoice is sent above this many USD. */
export const MAX_INVOICE_USD = 10_000_000;

/** Whether a valid amount needs the staff member to confirm it before it is sent. */
export const needsConfirmation = (values: InvoiceFormValues) =>
  (amountValue(values.amount) ?? 0) > CONFIRM_ABOVE_USD;

export interface InvoiceFormValues {
  email?: string | null;
  amount?: number | string | null;
  campaign_type?: CampaignType | null;
}

export type InvoiceFormErrors = Partial<
  Record<
    keyof InvoiceFormValues,
    string | { message: string; args: Record<string, number | string> }
  >
>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Why a typed amount cannot be sent, or nothing (amount.ts reads it). */
const amountError = (value: InvoiceFormValues['amount']): InvoiceFormErrors['amount'] => {
  const reading = readAmount(value);
  if (!reading.ok)
    return reading.problem === 'blank'
      ? 'app.validation.required'
      : reading.problem === 'format'
        ? { message: 'app.invoices.form.amount_format', args: { text: String(value).trim() } }
        : reading.problem === 'exponent'
          ? 'app.invoices.form.amount_exponent'
          : 'app.invoices.form.cents';
  if (reading.value < MIN_INVOICE_USD)
    return { message: 'app.validation.min', args: { n: MIN_INVOICE_USD } };
  if (reading.value > MAX_INVOICE_USD)
    return {
      message: 'app.invoices.form.amount_ceiling',
      args: { ceiling: formatUsd(MAX_INVOICE_USD) },
    };
  return undefined;
};

/** Form-level validation (react-admin `validate`): catalogue keys, so nothing is sent while invalid. */
export const validateInvoice = (values: InvoiceFormValues): InvoiceFormErrors => {
  const errors: InvoiceFormErrors = {};
  if (isBlank(values.email)) errors.email = 'app.validation.required';
  else if (!isEmail(String(values.email))) errors.email = 'app.validation.email';
  const amount = amountError(values.amount);
  if (amount) errors.amount = amount;
  if (isBlank(values.campaign_type)) errors.campaign_type = 'app.validation.required';
  return errors;
};

/** What POST /admin/companies/invoices receives, from valid form values. */
export const toInvoiceRequest = (values: InvoiceFormValues): InvoiceRequest => ({
  email: String(values.email ?? '').trim(),
  amount: amountValue(values.amount) ?? Number.NaN,
  campaign_type: values.campaign_type ?? 'prepayment',
});
