import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../mocks/node';
import { renderConsole } from '../helpers/renderConsole';

const posts = () => mockControl.journal.find('POST', '/admin/companies/invoices');

describe('Invoices', () => {
  it('sends nothing while the amount is under 1 USD, then sends once and clears the form', async () => {
    renderConsole('/admin/companies/invoices');
    await screen.findByRole('table', { name: 'Invoices' }, { timeout: 30_000 });
    const email = screen.getByRole('textbox', { name: /Email/ });
    const amount = screen.getByRole('textbox', { name: /Amount \(USD\)/ });
    await userEvent.type(email, 'ap@northwind.example');
    await userEvent.type(amount, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Minimum value is 1')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    await userEvent.clear(amount);
    await userEvent.type(amount, '300');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The invoice has been sent successfully')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(posts()[0].body).toEqual({
      email: 'ap@northwind.example',
      amount: 300,
      campaign_type: 'prepayment',
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue(''));
  }, 45_000);

  it('keeps what was typed and shows the server field error on a failure', async () => {
    mockControl.faults.add({
      path: '/admin/companies/invoices',
      method: 'POST',
      status: 422,
      body: { data: { errors: { amount: ['exceeds the credit limit'] } } },
      times: 1,
    });
    renderConsole('/admin/companies/invoices');
    await screen.findByRole('table', { name: 'Invoices' }, { timeout: 30_000 });
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ap@northwind.example');
    await userEvent.type(screen.getByRole('textbox', { name: /Amount \(USD\)/ }), '99999');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('exceeds the credit limit')).toBeInTheDocument();
    expect(await screen.findByText('Something went wrong...')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ap@northwind.example');
    expect(screen.getByRole('textbox', { name: /Amount \(USD\)/ })).toHaveValue('99999');
  }, 45_000);
});
