import { useRef, useState } from 'react';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import { isApiError } from '../../api';
import { toInvoiceRequest, type InvoiceFormValues } from './validation';

/** The toast of a failed send: the client's own message (time-out, not JSON…) or the seed's. */
const failureMessage = (error: unknown) =>
  isApiError(error) && error.kind !== 'http' ? error.message : 'app.error.generic';

/**
 * Sends an invoice once however fast the clicks; on success the table reloads and `onSent`
 * clears the form; on failure the server's field errors go back to the form, values stay.
 */
export const useSendInvoice = (onSent: () => void) => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const { refetch } = useListContext();
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const send = async (values: InvoiceFormValues): Promise<Record<string, string> | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setSending(true);
    try {
      await dataProvider.create('invoices', { data: toInvoiceRequest(values) });
      notify('app.invoices.sent', { type: 'success' });
      onSent();
      void refetch();
      return undefined;
    } catch (error) {
      notify(failureMessage(error), { type: 'error' });
      return isApiError(error) && error.hasFieldErrors ? error.fieldErrors : undefined;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };
  return { send, sending };
};
