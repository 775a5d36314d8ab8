import type { CardState, Hold } from '../desk/deskStore';

/** What the bar shows of the latest batch, read from the desk's cards (the one truth). */
export type BatchView =
  | { stage: 'held'; hold: Hold }
  | {
      stage: 'sending' | 'done';
      total: number;
      answered: number;
      decided: number;
      /** Open again with the server's refusal, in the batch's order: what Retry failed sends. */
      failed: number[];
    };

/**
 * The batch's stage: in its undo window while its latest hold waits; else each of its cashouts
 * is under way, final, or failed (open with a failure). A batch with none of those was undone.
 */
export const batchView = (
  batch: Hold | null,
  runHoldId: number | null,
  holds: readonly Hold[],
  card: (id: number) => CardState,
): BatchView | null => {
  if (!batch) return null;
  const waiting = holds.find((hold) => hold.id === runHoldId);
  if (waiting) return { stage: 'held', hold: waiting };
  let sending = 0;
  let decided = 0;
  const failed: number[] = [];
  for (const id of batch.cashoutIds) {
    const { phase, failure } = card(id);
    if (phase.kind === 'sending') sending += 1;
    else if (phase.kind === 'final') decided += 1;
    else if (phase.kind === 'open' && failure) failed.push(id);
  }
  if (sending + decided + failed.length === 0) return null;
  return {
    stage: sending > 0 ? 'sending' : 'done',
    total: batch.cashoutIds.length,
    answered: decided + failed.length,
    decided,
    failed,
  };
};
