import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import { RetryAlert } from '../../src/ui/RetryAlert';

const renderAlert = (onRetry: () => unknown) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <RetryAlert onRetry={onRetry}>Failed to load users data</RetryAlert>
    </AdminContext>,
  );

describe('a load failure with Retry', () => {
  it('stays busy while the load it started runs, and starts it once however often it is clicked', async () => {
    let settle: () => void = () => undefined;
    const onRetry = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    renderAlert(onRetry);
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).not.toHaveAttribute('aria-busy');
    await userEvent.click(retry);
    expect(retry).toHaveAttribute('aria-busy', 'true');
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(retry);
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
    // Still the focused control: a keyboard user is where they were when the load ends.
    expect(retry).toHaveFocus();
    settle();
    await vi.waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'));
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('is ready again after a load that rejects, and never busy for a retry that returns nothing', async () => {
    const rejecting = vi.fn(() => Promise.reject(new Error('offline')));
    const { unmount } = renderAlert(rejecting);
    const retry = screen.getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await vi.waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'));
    await userEvent.click(retry);
    expect(rejecting).toHaveBeenCalledTimes(2);
    unmount();
    const plain = vi.fn();
    renderAlert(plain);
    const button = screen.getByRole('button', { name: 'Retry' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(plain).toHaveBeenCalledTimes(2);
    expect(button).not.toHaveAttribute('aria-busy');
  });
});
