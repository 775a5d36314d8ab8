import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import type { Bulk } from './bulkStore';
import { BulkContext } from './useBulk';

/** The list of cards, each able to reach the bulk decisions (its box, its batch note). */
export const BulkCards = ({ bulk, children }: { bulk: Bulk; children: ReactNode }) => (
  <BulkContext value={bulk}>
    <Stack spacing={2}>{children}</Stack>
  </BulkContext>
);
