import type { HttpHandler } from 'msw';
import type { FieldErrors } from '../../src/contract';
import type { Invoice, InvoiceRequest } from '../../src/resources/invoices/schema';
import { CAMPAIGN_TYPES } from '../../src/contract';
import { invoices, type InvoiceRow } from '../db/invoices';
import { invalid, ok, paginated, readPage } from '../respond';
import { api } from '../route';
import { isEmail } from '../../src/contract/email';

const toInvoice = ({ id, email, amount, paid }: InvoiceRow): Invoice => ({
  id,
  email,
  amount,
  paid,
});

/** The server's own checks (seed 000 §5: email required, amount required and at least 1 USD). */
const validate = (body: Partial<Record<keyof InvoiceRequest, unknown>>): FieldErrors => {
  const errors: FieldErrors = {};
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  if (!email) errors.email = ["can't be blank"];
  else if (!isEmail(email)) errors.email = ['is invalid'];
  const amount = typeof body.amount === 'number' ? body.amount : Number(body.amount);
  if (
    body.amount === undefined ||
    body.amount === null ||
    body.amount === '' ||
    Number.isNaN(amount)
  )
    errors.amount = ["can't be blank"];
  else if (amount < 1) errors.amount = ['must be greater than or equal to 1'];
  if (!CAMPAIGN_TYPES.some((type) => type === body.campaign_type))
    errors.campaign_type = ['is not included in the list'];
  return errors;
};

/** /admin/companies/invoices: sent invoices, newest first; a sent one joins the list. */
export const invoicesHandlers: HttpHandler[] = [
  api.get('/admin/companies/invoices', ({ query }) => {
    const rows = [...invoices().all()].sort((a, b) => b.id - a.id);
    return paginated(rows, readPage(query), toInvoice);
  }),
  api.post('/admin/companies/invoices', ({ body }) => {
    const request = (body && typeof body === 'object' ? body : {}) as Partial<
      Record<keyof InvoiceRequest, unknown>
    >;
    const errors = validate(request);
    if (Object.keys(errors).length > 0) return invalid(errors);
    const row = invoices().insert({
      email: String(request.email).trim(),
      amount: Number(request.amount),
      paid: false,
      campaign_type: 'prepayment',
      createdAt: new Date().toISOString(),
    });
    return ok(toInvoice(row));
  }),
];
