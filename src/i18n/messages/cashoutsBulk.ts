/** Texts of the bulk decisions of Manage Cashouts (docs/decisions.md, "bulk decisions"). */
export const cashoutsBulk = {
  failed_toast:
    '%{smart_count} of %{total} decisions failed: see the cards. |||| %{smart_count} of %{total} decisions failed: see the cards.',
  bar: 'Bulk decisions',
  select_all: 'Select all visible cashouts',
  select_card: 'Select the cashout of %{user}, %{amount}',
  hint: 'Select cards to approve or decline them together: at most %{count} cashouts and %{amount} per batch.',
  selected: '%{smart_count} selected',
  total: 'Total: %{amount}',
  approve: 'Approve selected',
  decline: 'Decline selected',
  reason: 'Decline reason for the selected',
  over: {
    count: 'Over the cap: a batch holds at most %{limit} cashouts (%{actual} selected).',
    amount: 'Over the cap: a batch holds at most %{limit} (%{actual} selected).',
  },
  refused: {
    count: 'Nothing was sent: a batch holds at most %{limit} cashouts (%{actual} selected).',
    amount: 'Nothing was sent: a batch holds at most %{limit} (%{actual} selected).',
  },
  held: '%{decision} for %{smart_count} cashout (%{amount}): not sent yet. |||| %{decision} for %{smart_count} cashouts (%{amount}): not sent yet.',
  card_held: '%{decision}: not sent yet, with the batch (Undo and Send now are in the bar above).',
  progress: 'Batch progress',
  sending: 'Sending: %{answered} of %{total} answered…',
  done: 'Batch done: %{decided} decided.',
  done_failed: 'Batch done: %{decided} decided, %{failed} failed.',
  retry: 'Retry failed',
  card_failed: 'Not decided in the batch: %{message}',
  keys: {
    select: "Select the card's cashout for a bulk decision",
    range: 'Select every card from the last one selected to this one',
  },
};
