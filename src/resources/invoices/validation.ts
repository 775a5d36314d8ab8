import type { CampaignType, InvoiceRequest } from '../../contract';
import { isEmail } from '../../contract/email';

/** Seed 000 §5 and §9: the smallest invoice is 1 USD. */
export const MIN_INVOICE_USD = 1;

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
  if (isBlank(values.campaign_type)) errors.campaign_type = 'app.validation.required';
  return errors;
};

/** What POST /admin/companies/invoices receives, from valid form values. */
export const toInvoiceRequest = (values: InvoiceFormValues): InvoiceRequest => ({
  email: String(values.email ?? '').trim(),
  amount: Number(values.amount),
  campaign_type: values.campaign_type ?? 'prepayment',
});
