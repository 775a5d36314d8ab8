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
    // How a typed amount is read: docs/decisions.md, "Invoice amounts as typed".
    amount_format:
      '"%{text}" is not an amount: use digits, a point (or a single comma) before the cents, and commas only between groups of three digits, as in 1,250.50',
    amount_exponent: 'Exponents such as 1e3 are not accepted: type the amount in full, as in 1000',
    amount_ceiling: 'An invoice cannot be above %{ceiling}',
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
