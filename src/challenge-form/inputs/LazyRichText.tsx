import { Skeleton } from '@mui/material';
import { Suspense } from 'react';
import { retryableLazy } from '../../ui/moduleCache';
import { useAfterFirstPaint } from '../../ui/useAfterFirstPaint';

const RichTextField = retryableLazy(
  () => import('./RichTextField'),
  (module) => module.default,
);

/**
 * The rich-text editor in its own chunk, with a placeholder of its size while it loads. Its code
 * (tiptap, the form's heaviest part) is fetched after the form's first paint.
 */
export const LazyRichText = (props: { source: string; label: string; disabled?: boolean }) => {
  const painted = useAfterFirstPaint();
  const placeholder = <Skeleton variant="rounded" height={160} sx={{ my: 1 }} />;
  return painted ? (
    <Suspense fallback={placeholder}>
      <RichTextField {...props} />
    </Suspense>
  ) : (
    placeholder
  );
};
