import * as z from 'zod/mini';
import { CAMPAIGN_TYPES } from '../../contract/companies';
import { named, ours } from '../../contract/marks';
import { bool, num, oneOf, text } from '../../contract/variants';
import type { ResourceShapes } from '../../screen/types';

/** Invoices (seed 000 §3): what POST sends, and a sent invoice (a row of the list). */
export const invoiceRequestSchema = z.object({
  email: named('seed 000 §3', text()),
  amount: named('seed 000 §3', num()),
  campaign_type: named('seed 000 §3', oneOf(CAMPAIGN_TYPES)),
});
export type InvoiceRequest = z.infer<typeof invoiceRequestSchema>;

export const invoiceSchema = z.object({
  /** Ours: a row key only (the grid falls back to the row's place). */
  id: ours(num()),
  email: named('seed 000 §3', text()),
  amount: named('seed 000 §3', num()),
  paid: named('seed 000 §3', bool()),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** The shapes of the invoices' calls, reached from their route. */
export const shapes = {
  row: invoiceSchema,
  summary: 'Invoices',
  create: {
    body: invoiceRequestSchema,
    record: invoiceSchema,
    summary: 'Send an invoice',
  },
} satisfies ResourceShapes;
