import { Alert } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * 'No data to export' (seed 000 §5) beside the export control, shown at once: a toast would
 * wait behind any toast already open, and never show in a window without focus. Each empty
 * export shows it anew (a fresh alert is announced again); a new filter or search hides it.
 */
export const useNoDataAlert = (filterKey: string) => {
  const [state, setState] = useState({ count: 0, filterKey });
  if (state.filterKey !== filterKey) setState({ count: 0, filterKey });
  const count = state.filterKey === filterKey ? state.count : 0;
  return {
    count,
    show: () => setState((current) => ({ count: current.count + 1, filterKey })),
    hide: () => setState({ count: 0, filterKey }),
  };
};

export const NoDataAlert = ({ count }: { count: number }) => {
  const translate = useTranslate();
  if (count === 0) return null;
  return (
    <Alert key={count} severity="info" variant="outlined" role="alert" sx={{ py: 0 }}>
      {translate('app.no_data_to_export')}
    </Alert>
  );
};
