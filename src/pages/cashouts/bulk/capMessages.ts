import { formatUsd } from '../../../ui/format';
import type { CapExceeded } from './caps';

/** The catalogue key and values of a cap's message (`over` before a click, `refused` after). */
export const capMessage = (kind: 'over' | 'refused', exceeded: CapExceeded) =>
  exceeded.cap === 'count'
    ? {
        key: `app.cashouts.bulk.${kind}.count`,
        values: { limit: exceeded.limit, actual: exceeded.actual },
      }
    : {
        key: `app.cashouts.bulk.${kind}.amount`,
        values: {
          limit: formatUsd(exceeded.limitCents / 100),
          actual: formatUsd(exceeded.actualCents / 100),
        },
      };
