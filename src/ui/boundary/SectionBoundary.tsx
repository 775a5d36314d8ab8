import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ErrorBoundary } from './ErrorBoundary';
import { sectionError } from './errorText';
import { InPlaceError } from './InPlaceError';

export interface SectionBoundaryProps {
  children: ReactNode;
  /** Awaited on Retry instead of the default refetch. */
  onRetry?: () => unknown;
}

/**
 * A console section (panel, chart, card, list body, form group) that fails alone: the error in
 * place with Retry, the rest of the screen as it was. Retry drops the answers no section shows
 * any more (those of the failed one), refetches the ones on screen, then draws the section again.
 */
export const SectionBoundary = ({ children, onRetry }: SectionBoundaryProps) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const refetch = async () => {
    queryClient.removeQueries({ type: 'inactive' });
    await queryClient.refetchQueries({ type: 'active' });
  };
  return (
    <ErrorBoundary
      onRetry={onRetry ?? refetch}
      fallback={(error, retry) => {
        const { key, values } = sectionError(error);
        return (
          <InPlaceError retryLabel={translate('app.error.retry')} onRetry={retry}>
            {translate(key, { _: key, ...values })}
          </InPlaceError>
        );
      }}
    >
      {children}
    </ErrorBoundary>
  );
};
