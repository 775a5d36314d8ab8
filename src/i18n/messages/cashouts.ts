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
  unknown_title: 'Outcome unknown',
  // Staff left the page before the answer: the toast names the cashout its card would have shown.
  left: {
    done: 'Request processed successfully! %{decision}: %{user}, %{amount}.',
    failed: '%{decision} of %{user}, %{amount} failed: %{message}',
    unknown:
      'No answer came for %{decision} of %{user}, %{amount}: its outcome is unknown. Manage Cashouts shows it; deciding again is safe.',
  },
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
  // The decision log: what this browser sent, kept here.
  log: {
    heading: 'Decided in this browser (%{smart_count})',
    scope:
      'Decisions sent from this browser while you were signed in, with their results; kept in this browser only.',
    caption: 'Decisions sent from this browser',
    filters: 'Filter the decisions',
    search: 'Search the decisions',
    any_result: 'All results',
    any_decision: 'All decisions',
    empty: 'No decision has been sent from this browser yet.',
    no_match: 'No decision matches these filters.',
    corrupted: 'The decision log kept in this browser could not be read, so it was started afresh.',
    unknown_staff: 'Unknown staff member',
    columns: {
      at: 'When',
      staff: 'Staff member',
      user: 'User',
      cashout: 'Cashout',
      amount: 'Amount',
      decision: 'Decision',
      reason: 'Reason',
      result: 'Result',
      message: 'Server message',
    },
    results: {
      done: 'Done',
      failed: 'Failed',
      unknown: 'Outcome unknown',
      unconfirmed: 'Sent, not confirmed',
    },
    unconfirmed_message:
      'Sent from this browser; the server did not confirm it, and the cashout is no longer pending since.',
  },
  // Cards decided outside this tab, folded away once out of view.
  fold: {
    count:
      '%{smart_count} cashout decided elsewhere is folded away. |||| %{smart_count} cashouts decided elsewhere are folded away.',
    show: 'Show it |||| Show them',
    hide: 'Hide it |||| Hide them',
    row: '%{user}, %{amount}: %{action}',
  },
  // The live queue: re-reads, other tabs, other staff members.
  live: {
    decided_elsewhere: 'Decided elsewhere',
    elsewhere_note: 'Decided elsewhere: this cashout is no longer pending.',
    unconfirmed: 'Sent, not confirmed',
    unconfirmed_note:
      'Your %{decision} was sent from this browser, but the server did not confirm it. The cashout is no longer pending since, so it was most likely applied.',
    tab_note: 'Decided in another tab of this browser.',
    dropped: 'Your %{decision} was not sent.',
    new_waiting:
      '%{smart_count} new cashout has arrived. |||| %{smart_count} new cashouts have arrived.',
    show_new: 'Show %{smart_count} new',
  },
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
