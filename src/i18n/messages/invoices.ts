/** Texts of the invoices screen (seed 000 §3, §5, §8). */
export const invoices = {
  form: {
    title: 'Send an invoice',
    email: 'Email',
    amount: 'Amount (USD)',
    campaign_type: 'Campaign type',
    send: 'Send',
    sending: 'Sending…',
    cents: 'Amounts are in US dollars: at most two decimals (cents)',
  },
  confirm_large: {
    title: 'Send an invoice of %{amount}?',
    content:
      'This invoice to %{email} is above %{ceiling}. Check the amount: it is sent exactly as shown.',
    confirm: 'Send %{amount}',
    cancel: 'Change the amount',
  },
  campaign_types: {
    prepayment: 'Prepayment for a Challenge',
  },
  sent_title: 'Sent invoices',
  sent: 'The invoice has been sent successfully',
};
