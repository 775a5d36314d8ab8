import type { Invoice } from '../../contract';
import { ResourceList } from '../../ui/list';
import { useInvoiceColumns } from './columns';
import { InvoiceForm } from './InvoiceForm';

/** Invoices: the send form above the sent invoices (the call takes pagination only, no search). */
const InvoicesList = () => (
  <ResourceList<Invoice>
    resource="invoices"
    titleKey="app.menu.invoices"
    columns={useInvoiceColumns()}
    searchable={false}
    exportName="invoices"
    aside={<InvoiceForm />}
  />
);

export default InvoicesList;
