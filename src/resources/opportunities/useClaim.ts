import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

/** Assign to me: POST /admin/sales/claim {id}; one request however fast the clicks. */
export const useClaim = (id: string) => {
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: () => dp.claimOpportunity(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['opportunities'] }),
    onError: () => notify('app.error.claim', { type: 'error' }),
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const claim = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate();
  };
  return { claim, isPending: mutation.isPending, supervisor: mutation.data?.supervisor };
};
