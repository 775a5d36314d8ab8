import type { ReactNode } from 'react';
import { ErrorBoundary } from '../ui/boundary/ErrorBoundary';
import { sectionErrorText } from '../ui/boundary/errorText';
import { InPlaceError } from '../ui/boundary/InPlaceError';
import { t } from './i18n';

/** A solver panel that fails alone: the error in place with Retry (which reloads what it shows). */
export const PanelBoundary = ({
  children,
  onRetry,
}: {
  children: ReactNode;
  onRetry?: () => unknown;
}) => (
  <ErrorBoundary
    onRetry={onRetry}
    fallback={(error, retry) => (
      <InPlaceError retryLabel={t('app.error.retry')} onRetry={retry}>
        {t(sectionErrorText(error))}
      </InPlaceError>
    )}
  >
    {children}
  </ErrorBoundary>
);
