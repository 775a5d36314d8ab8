import { Button, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatText, formatUsd } from '../../../ui/format';
import type { Cashout } from '../calls';
import type { Desk } from '../desk/deskStore';
import { useDeskCard } from '../desk/useDesk';

/**
 * Cards decided outside this tab, folded away once scrolled out of view (docs/decisions.md,
 * "Manage Cashouts: a desk left open all day"): a full card with its transactions costs about a
 * hundred DOM nodes and half a megabyte, and a busy day brings hundreds. A card is never folded
 * while in view, so nothing moves under the pointer (the browser's scroll anchoring keeps what is
 * in view in place when a card above it folds).
 */
export const useSettledFolding = () => {
  const [folded, setFolded] = useState<ReadonlySet<number>>(() => new Set());
  const [shown, setShown] = useState(false);
  const fold = useCallback(
    (id: number) => setFolded((current) => (current.has(id) ? current : new Set(current).add(id))),
    [],
  );
  return { folded, shown, fold, toggle: () => setShown((value) => !value) };
};

export type SettledFolding = ReturnType<typeof useSettledFolding>;

/** Whether a card's state is final by a decision made outside this tab. */
const settledOutside = (desk: Desk, id: number) => {
  const { phase } = desk.card(id);
  return phase.kind === 'final' && (phase.where === 'elsewhere' || phase.where === 'tab');
};

/** A card that folds itself away once it is settled outside this tab and out of view. */
export const FoldWhenSettled = ({
  desk,
  id,
  onFold,
  children,
}: {
  desk: Desk;
  id: number;
  onFold: (id: number) => void;
  children: ReactNode;
}) => {
  const ref = useRef<HTMLDivElement>(null);
  const { phase } = useDeskCard(desk, id);
  const settled = phase.kind === 'final' && (phase.where === 'elsewhere' || phase.where === 'tab');
  useEffect(() => {
    const element = ref.current;
    if (!settled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => !entry.isIntersecting) && settledOutside(desk, id)) {
        observer.disconnect();
        onFold(id);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [settled, desk, id, onFold]);
  return <div ref={ref}>{children}</div>;
};

/** One line for a folded card, when staff show them. */
export const SettledRow = ({ cashout, desk }: { cashout: Cashout; desk: Desk }) => {
  const translate = useTranslate();
  const { phase } = useDeskCard(desk, cashout.id);
  const action = phase.kind === 'final' ? phase.action : '';
  return (
    <Typography variant="body2" data-settled-row={cashout.id}>
      {translate('app.cashouts.fold.row', {
        user: formatText(cashout.user_name),
        amount: formatUsd(cashout.amount),
        action,
      })}
    </Typography>
  );
};

/** "3 cashouts decided elsewhere are folded away", with Show / Hide. */
export const FoldedNote = ({ folding }: { folding: SettledFolding }) => {
  const translate = useTranslate();
  const count = folding.folded.size;
  if (count === 0) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
      <Typography variant="body2" role="status">
        {translate('app.cashouts.fold.count', { smart_count: count })}
      </Typography>
      <Button size="small" onClick={folding.toggle} aria-expanded={folding.shown}>
        {translate(folding.shown ? 'app.cashouts.fold.hide' : 'app.cashouts.fold.show', {
          smart_count: count,
        })}
      </Button>
    </Stack>
  );
};
