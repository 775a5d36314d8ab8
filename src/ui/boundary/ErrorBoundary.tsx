import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What shows in place of the section that failed; `retry` clears the error and renders again. */
  fallback: (error: unknown, retry: () => unknown) => ReactNode;
  /** Awaited on Retry before the section renders again (refetch what it shows). */
  onRetry?: () => unknown;
}

interface State {
  failed: boolean;
  error: unknown;
}

/**
 * Keeps a failure inside its section: the rest of the screen stays. Free of react-admin, so
 * the solver area (which must not load it) uses the same boundary. React has error boundaries
 * only as class components.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // The details (the raw value behind a shape error, the component stack) go to the log only.
    console.error('A section could not be shown', error, info.componentStack);
  }

  reset = () => this.setState({ failed: false, error: undefined });

  /** Resolves once the section renders again, so the Retry button can show it is busy. */
  retry = (): Promise<void> | void => {
    const pending = this.props.onRetry?.();
    if (pending instanceof Promise) return pending.catch(() => undefined).then(this.reset);
    this.reset();
  };

  render() {
    return this.state.failed
      ? this.props.fallback(this.state.error, this.retry)
      : this.props.children;
  }
}
