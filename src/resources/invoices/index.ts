import { invoiceRequestSchema, invoiceSchema } from './schema';
import { defineResource } from '../../screen/resource';
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

declare module '../../screen/resource' {
  interface ResourceDeclarations {
    [invoicesRoute.name]: typeof resource;
  }
}
