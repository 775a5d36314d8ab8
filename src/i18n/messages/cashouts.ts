/** Texts of Manage Cashouts (seed 000 §2, §4, §5, §8). */
export const cashouts = {
  heading: 'Manage Cashouts (%{count} pending)',
  balance: 'Balance at the payment provider: %{amount}',
  total: 'Total of pending cashouts: %{amount}',
  none: 'No pending cashouts',
  load_failed: 'The pending cashouts could not be loaded.',
  card_label: 'Cashout of %{user}',
  fields: {
    email: 'E-mail',
    type: 'Type',
    requested: 'Requested',
    amount: 'Amount',
  },
  actions: {
    label: 'Actions',
    menu_label: 'Actions for the cashout of %{user}',
    approve: 'Approve Cashout',
    decline: 'Decline Cashout',
    deactivate: 'Decline & Deactivate User',
    sending: 'Sending…',
  },
  reason: {
    label: 'Decline reason',
    account_locked: 'The account at the payment provider is locked',
    receiving_limit_exceeded: "The provider's receiving limit is exceeded",
    non_receivable_country: 'The account is in a non-receivable country',
  },
  confirm_deactivate: {
    title: 'Decline & Deactivate User?',
    body: 'This declines the cashout of %{amount} requested by %{user} and deactivates the account of %{user}. It cannot be undone.',
    confirm: 'Decline & Deactivate',
  },
  timeout:
    'The server did not answer in time, so the outcome of this decision is unknown. The cashout list has been refreshed; deciding again is safe: it will not be applied twice.',
  gone: 'This cashout is no longer pending: it was decided.',
  transactions: {
    view: 'Transactions to show',
    current: 'Current',
    all: 'All',
    declined: 'Declined',
    caption: 'Transactions of the cashout of %{user}',
    date: 'Date',
    description: 'Description',
    amount: 'Amount',
    empty: 'No transactions',
    load_failed: 'The transactions could not be loaded.',
  },
};
