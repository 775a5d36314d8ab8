import type { CampaignType } from '../../src/contract';
import { defineTable } from './database';
import { users } from './people';

/** An invoice sent to a company contact (seed 000 §3: email, amount, paid). */
export interface InvoiceRow {
  id: number;
  email: string;
  amount: number;
  paid: boolean;
  campaign_type: CampaignType;
  createdAt: string;
}

export const invoices = defineTable<InvoiceRow>('invoices', ({ rng, now }) => {
  const challengers = users().filter((user) => user.role === 'challenger');
  const count = 42;
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    email: rng.pick(challengers).email,
    amount:
      rng.pick([500, 1000, 2500, 5000, 7500, 10000, 16000, 25000]) + rng.pick([0, 0, 0, 250, 99.5]),
    paid: rng.chance(0.6),
    campaign_type: 'prepayment' as const,
    createdAt: rng.daysAgo(now, (count - index) * 3, (count - index) * 3 + 2).toISOString(),
  }));
});
