import type { CampaignType, FieldErrors } from '../../contract';
import { CAMPAIGN_TYPES } from '../../contract';
import { isEmail } from '../../contract/email';
import { defineTable } from '../../../mocks/db/database';
import { users } from '../../../mocks/db/people';
import { defineMock } from '../../../mocks/resourceMock';
import { invalid, ok, paginated, readPage } from '../../../mocks/respond';
import { api } from '../../../mocks/route';
import { invoicesRoute } from './route';
import type { Invoice, InvoiceRequest } from './schema';

/** An invoice sent to a company contact (seed 000 §3: email, amount, paid). */
export interface InvoiceRow {
  id: number;
  email: string;
  amount: number;
  paid: boolean;
  campaign_type: CampaignType;
  createdAt: string;
}

export const invoices = defineTable<InvoiceRow>('invoices', ({ rng, now }) => {
  const challengers = users().filter((user) => user.role === 'challenger');
  const count = 42;
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    email: rng.pick(challengers).email,
    amount:
      rng.pick([500, 1000, 2500, 5000, 7500, 10000, 16000, 25000]) + rng.pick([0, 0, 0, 250, 99.5]),
    paid: rng.chance(0.6),
    campaign_type: 'prepayment' as const,
    createdAt: rng.daysAgo(now, (count - index) * 3, (count - index) * 3 + 2).toISOString(),
  }));
});

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

/** Sent invoices, newest first; a sent one (POST, the same path) joins the list. */
export const mock = defineMock(invoicesRoute, {
  list: ({ query }) => {
    const rows = [...invoices().all()].sort((a, b) => b.id - a.id);
    return paginated(rows, readPage(query), toInvoice);
  },
  handlers: [
    api.post(invoicesRoute.endpoint, ({ body }) => {
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
  ],
  menu: { label: 'Invoices', at: 1 },
});
