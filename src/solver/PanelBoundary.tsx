import { createContext, useContext, type ReactNode } from 'react';
import { ErrorBoundary } from '../ui/boundary/ErrorBoundary';
import { sectionError } from '../ui/boundary/errorText';
import { InPlaceError } from '../ui/boundary/InPlaceError';
import { t } from './i18n';

/** What Retry does in a panel below: load the page's data again (given by the page). */
export const PanelRetry = createContext<(() => unknown) | undefined>(undefined);

/** A solver panel that fails alone: the error in place with Retry, the rest of the page as it was. */
export const PanelBoundary = ({ children }: { children: ReactNode }) => {
  const reload = useContext(PanelRetry);
  return (
    <ErrorBoundary
      onRetry={reload}
      fallback={(error, retry) => {
        const { key, values } = sectionError(error);
        return (
          <InPlaceError retryLabel={t('app.error.retry')} onRetry={retry}>
            {t(key, values)}
          </InPlaceError>
        );
      }}
    >
      {children}
    </ErrorBoundary>
  );
};
