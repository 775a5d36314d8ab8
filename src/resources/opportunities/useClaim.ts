import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { claimOpportunity } from './calls';
import { opportunityKeys } from './queryKeys';
import { useSubmitOnce } from '../../ui/useSubmitOnce';

/** Assign to me: POST /admin/sales/claim {id}; one request however fast the clicks. */
export const useClaim = (id: string) => {
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { run } = useSubmitOnce();
  const mutation = useMutation({
    mutationFn: () => dp.send(claimOpportunity(id)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: opportunityKeys.all() }),
    onError: () => notify('app.error.claim', { type: 'error' }),
  });
  // The failure is toasted by onError; the rejection needs no other handler.
  const claim = () => void run(() => mutation.mutateAsync()).catch(() => undefined);
  return {
    claim,
    isPending: mutation.isPending,
    claimed: mutation.isSuccess,
    supervisor: mutation.data?.supervisor,
  };
};
