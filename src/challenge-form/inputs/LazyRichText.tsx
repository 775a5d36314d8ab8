import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';

const RichTextField = lazy(() => import('./RichTextField'));

/** The rich-text editor in its own chunk, with a placeholder of its size while it loads. */
export const LazyRichText = (props: { source: string; label: string; disabled?: boolean }) => (
  <Suspense fallback={<Skeleton variant="rounded" height={160} sx={{ my: 1 }} />}>
    <RichTextField {...props} />
  </Suspense>
);
