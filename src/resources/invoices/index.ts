import { invoiceRequestSchema, invoiceSchema } from './schema';
import { defineResource } from '../types';
import { invoicesRoute } from './route';

export const resource = defineResource(invoicesRoute, {
  row: invoiceSchema,
  summary: 'Invoices',
  create: {
    path: invoicesRoute.endpoint,
    body: invoiceRequestSchema,
    record: invoiceSchema,
    summary: 'Send an invoice',
  },
});

declare module '../types' {
  interface ResourceDeclarations {
    [invoicesRoute.name]: typeof resource;
  }
}
