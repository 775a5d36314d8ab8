import { cashoutsBulk } from './cashoutsBulk';

/** Texts of Manage Cashouts (seed 000 §2, §4, §5, §8). */
export const cashouts = {
  heading: 'Manage Cashouts (%{count} pending)',
  balance: 'Balance at the payment provider: %{amount}',
  balance_failed: 'The balance at the payment provider could not be loaded.',
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
    needed: 'Choose a decline reason first: a decline is sent with its reason.',
    account_locked: 'The account at the payment provider is locked',
    receiving_limit_exceeded: "The provider's receiving limit is exceeded",
    non_receivable_country: 'The account is in a non-receivable country',
  },
  confirm_deactivate: {
    title: 'Decline & Deactivate User?',
    body: 'This declines the cashout of %{amount} requested by %{user}, which cannot be undone, and deactivates the account of %{user} ("Reactivate account" in Support Tools undoes that).',
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
  // The payouts desk: undo window, keyboard queue, bulk decisions, the log, the live queue.
  settings: 'Settings of Manage Cashouts',
  undo: {
    setting: 'Time to undo a decision',
    setting_help: 'A decision waits this long on its card before it is sent.',
    choices: {
      s0: 'None: send at once',
      s5: '5 seconds',
      s10: '10 seconds',
    },
    held: '%{decision}: not sent yet.',
    countdown: 'Sends in %{smart_count} second |||| Sends in %{smart_count} seconds',
    undo: 'Undo',
    send_now: 'Send now',
    sent_on_leave:
      'The pending decision was sent as you left Manage Cashouts. |||| The %{smart_count} pending decisions were sent as you left Manage Cashouts.',
  },
  keys: {
    next: 'Next cashout card',
    previous: 'Previous cashout card',
    approve: "Approve the card's cashout",
    decline: "Decline the card's cashout (opens the reason select when none is chosen)",
    undo: 'Undo the newest decision not sent yet',
    transactions: "Go to the card's transactions",
  },
  bulk: cashoutsBulk,
};
