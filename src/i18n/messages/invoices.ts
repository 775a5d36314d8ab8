/** Texts of the invoices screen (seed 000 §3, §5, §8). */
export const invoices = {
  form: {
    title: 'Send an invoice',
    email: 'Email',
    amount: 'Amount (USD)',
    campaign_type: 'Campaign type',
    send: 'Send',
    sending: 'Sending…',
  },
  campaign_types: {
    prepayment: 'Prepayment for a Challenge',
  },
  sent_title: 'Sent invoices',
  sent: 'The invoice has been sent successfully',
};
