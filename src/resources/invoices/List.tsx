import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ListRow } from '../../providers/resources';
import { ResourceList } from '../../ui/list';
import { useInvoiceColumns } from './columns';
import { InvoiceForm } from './InvoiceForm';
import { invoicesRoute } from './route';

/** Invoices: the send form above the sent invoices (the call takes pagination only, no search). */
const InvoicesList = () => {
  const translate = useTranslate();
  return (
    <ResourceList<ListRow<typeof invoicesRoute>>
      resource={invoicesRoute.name}
      columns={useInvoiceColumns()}
      searchable={false}
      exportName={invoicesRoute.exportName}
      aside={
        <>
          <InvoiceForm />
          <Typography variant="h6" component="h2">
            {translate('app.invoices.sent_title')}
          </Typography>
        </>
      }
    />
  );
};

export default InvoicesList;
