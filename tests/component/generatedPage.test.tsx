import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { fail } from '../../mocks/respond';
import { api } from '../../mocks/route';
import { dataProvider } from '../../src/app/console/dataProvider';
import { messages } from '../../src/i18n';
import { calls, referralTotalsCall } from '../unit/registry/referral-totals/calls';
import { referralTotalsEndpoint, screens } from '../unit/registry/referral-totals/route';
import { firstRequestsOf } from '../../src/app/console/firstRequests';
import { contractCalls, PAGE_CALLS, RESOLVED_LISTS } from '../../src/contract-tools/calls';
import { statsCall } from '../../src/pages/dashboard/calls';
import { supportToolCall } from '../../src/pages/support-tools/calls';
import { mock } from '../unit/registry/referral-totals/mock';
import ReferralTotalsPage from '../unit/registry/referral-totals';

/**
 * The page `npm run new:page` writes (the throwaway tests/unit/registry/referral-totals, which
 * generator.test.ts keeps equal to the generator's output), on its own: its texts as the
 * generator printed them, its GET answered by its folder's mock.
 */
const i18nProvider = polyglotI18nProvider(
  () => ({
    ...messages,
    app: {
      ...messages.app,
      pages: {
        'referral-totals': {
          title: 'Referral Totals',
          load_failed: 'Referral Totals could not be loaded.',
          fields: { invited: 'Invited', joined: 'Joined' },
        },
      },
    },
  }),
  'en',
);

const renderPage = () =>
  render(
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      // As the console's (src/app/console/AdminConsole.tsx): no retries that hide a failure.
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ReferralTotalsPage />
    </AdminContext>,
  );

describe('a page made by new:page', { timeout: 45_000 }, () => {
  it('declares its call for the contract, and its GET as the first request', async () => {
    expect(calls).toEqual([referralTotalsCall]);
    // Found as a page folder's are: the contract tools read every src/pages/<folder>/calls.ts.
    expect(PAGE_CALLS).toEqual(expect.arrayContaining([statsCall, supportToolCall]));
    expect(contractCalls(RESOLVED_LISTS, calls)).toContainEqual(referralTotalsCall);
    expect(firstRequestsOf(screens[0], { path: screens[0].path, search: '' })).toEqual([
      { path: referralTotalsEndpoint },
    ]);
  });

  it('shows each field of its answer by its label', async () => {
    server.use(...mock.handlers);
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Referral Totals' }),
    ).toBeInTheDocument();
    const invited = await screen.findByText('Invited', { selector: 'dt' }, { timeout: 30_000 });
    expect(invited.nextSibling).toHaveTextContent('Invited 1');
    expect(screen.getByText('Joined', { selector: 'dt' }).nextSibling).toHaveTextContent(
      'Joined 1',
    );
  });

  it('says its call failed, with Retry, and Retry loads it again', async () => {
    server.use(api.get(referralTotalsEndpoint, () => fail(500)));
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 30_000 });
    expect(screen.getByText('Referral Totals could not be loaded.')).toBeInTheDocument();
    server.use(...mock.handlers);
    retry.click();
    expect(
      (await screen.findByText('Invited', { selector: 'dt' }, { timeout: 30_000 })).nextSibling,
    ).toHaveTextContent('Invited 1');
  });
});
