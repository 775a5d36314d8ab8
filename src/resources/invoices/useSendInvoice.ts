import { useDataProvider, useListContext, useNotify } from 'react-admin';
import { isApiError } from '../../api';
import { transportOr } from '../../ui/errorMessage';
import { useSubmitOnce } from '../../ui/useSubmitOnce';
import { toInvoiceRequest, type InvoiceFormValues } from './validation';

/**
 * Sends an invoice once however fast the clicks; on success the table reloads and `onSent`
 * clears the form; on failure the server's field errors go back to the form, values stay.
 */
export const useSendInvoice = (onSent: () => void) => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const { refetch } = useListContext();
  const { run, busy } = useSubmitOnce();
  const send = (values: InvoiceFormValues): Promise<Record<string, string> | undefined> =>
    run(async () => {
      try {
        await dataProvider.create('invoices', { data: toInvoiceRequest(values) });
        notify('app.invoices.sent', { type: 'success' });
        onSent();
        void refetch();
        return undefined;
      } catch (error) {
        notify(transportOr(error, 'app.error.generic'), { type: 'error' });
        return isApiError(error) && error.hasFieldErrors ? error.fieldErrors : undefined;
      }
    });
  return { send, sending: busy };
};
