import { Alert, AlertTitle, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { memo, useId, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { safeRedirectPath } from '../../api';
import type { Cashout, CashoutDecision } from './calls';
import { formatDateTime, formatText, formatUsd } from '../../ui/format';
import { SectionBoundary } from '../../ui/boundary/SectionBoundary';
import { splitFieldErrors } from './decision';
import { DecisionControls } from './DecisionControls';
import type { Desk } from './desk/deskStore';
import { HoldPanel } from './desk/HoldPanel';
import { useDeskCard } from './desk/useDesk';
import { useKeepFocus } from './desk/useKeepFocus';
import { OutsideNote } from './live/OutsideNote';
import { TransactionsView } from './TransactionsView';
import { BatchCardNote } from './bulk/BatchCardNote';
import { SelectCashoutBox } from './bulk/SelectCashoutBox';
import { useIsBatchHold } from './bulk/useBulk';

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Stack>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2">{children}</Typography>
  </Stack>
);

/**
 * Who asked, how much and when: the same for the card's whole life, so a decision (which draws
 * the card again two or three times) leaves it alone.
 */
const CashoutSummary = memo(function CashoutSummary({
  cashout,
  headingId,
}: {
  cashout: Cashout;
  headingId: string;
}) {
  const translate = useTranslate();
  const userHref = safeRedirectPath(cashout.user_path);
  return (
    <>
      <Typography id={headingId} variant="h6" component="h2">
        {userHref ? (
          <Link href={userHref}>{formatText(cashout.user_name)}</Link>
        ) : (
          formatText(cashout.user_name)
        )}
      </Typography>
      <Field label={translate('app.cashouts.fields.email')}>{formatText(cashout.user_email)}</Field>
      <Field label={translate('app.cashouts.fields.type')}>{formatText(cashout.type)}</Field>
      <Field label={translate('app.cashouts.fields.requested')}>
        {formatDateTime(cashout.timestamp)}
      </Field>
      <Field label={translate('app.cashouts.fields.amount')}>{formatUsd(cashout.amount)}</Field>
    </>
  );
});

/** A decline reason belongs on a card only while it may still be, or was, a decline. */
const showsReason = (decision: CashoutDecision | null) =>
  decision === 'decline' || decision === 'deactivate';

interface CashoutCardProps {
  cashout: Cashout;
  gone: boolean;
  desk: Desk;
}

/**
 * The list is read again after each decision, every cashout a new object: a card whose props
 * are the same (the cashout compared value by value) is not rendered again.
 */
const sameCard = (before: CashoutCardProps, after: CashoutCardProps) =>
  (Object.keys(after) as (keyof CashoutCardProps)[]).every((prop) =>
    prop === 'cashout'
      ? (Object.keys(after.cashout) as (keyof Cashout)[]).every(
          (key) => before.cashout[key] === after.cashout[key],
        )
      : before[prop] === after[prop],
  );

/** One pending cashout: who asked, how much, the decision controls and its transactions. */
export const CashoutCard = memo(function CashoutCard({ cashout, gone, desk }: CashoutCardProps) {
  const translate = useTranslate();
  const headingId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const { phase, reason, failure } = useDeskCard(desk, cashout.id);
  const focus = useKeepFocus(cardRef, phase);
  const errors = splitFieldErrors(failure?.error.fieldErrors ?? {});
  const final = phase.kind === 'final' ? phase : null;
  const decision = phase.kind === 'open' ? null : phase.decision;
  const heldInBatch = useIsBatchHold(phase.kind === 'held' ? phase.holdId : null);

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      ref={cardRef}
      tabIndex={-1}
      data-cashout-card={cashout.id}
      {...focus}
      sx={{
        '&:focus': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
        // A card out of view is neither laid out nor painted until it comes near: a queue of 30
        // cards with their tables made every frame of a keypress lay out and paint them all.
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 480px',
      }}
    >
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
            <SelectCashoutBox cashout={cashout} selectable={phase.kind === 'open' && !gone} />
            <CashoutSummary cashout={cashout} headingId={headingId} />
          </Stack>
          {failure?.unknownOutcome && (
            <Alert severity="warning">
              <AlertTitle>{translate('app.cashouts.unknown_title')}</AlertTitle>
              {translate('app.cashouts.timeout')}
            </Alert>
          )}
          {gone && !final && <Alert severity="info">{translate('app.cashouts.gone')}</Alert>}
          <OutsideNote phase={phase} />
          {errors.others.length > 0 && <Alert severity="error">{errors.others.join(' ')}</Alert>}
          <BatchCardNote id={cashout.id} phase={phase} failure={failure} />
          {phase.kind === 'held' && !heldInBatch && (
            <HoldPanel
              status={translate('app.cashouts.undo.held', {
                decision: translate(`app.cashouts.actions.${phase.decision}`),
              })}
              deadline={phase.deadline}
              onUndo={() => desk.undo(phase.holdId)}
              onSendNow={() => desk.sendNow(phase.holdId)}
            />
          )}
          <DecisionControls
            cashout={cashout}
            // A card decided elsewhere shows no reason of its own: its decision is not this one.
            reason={
              final
                ? showsReason(final.decision)
                  ? reason
                  : ''
                : decision === null || showsReason(decision)
                  ? reason
                  : ''
            }
            onReasonChange={(next) => desk.setReason(cashout.id, next)}
            reasonError={errors.reason}
            action={final?.action ?? null}
            sending={phase.kind === 'sending'}
            disabled={gone || phase.kind === 'held'}
            onDecide={(chosen) => desk.choose([cashout.id], chosen, reason)}
            onChosen={() => cardRef.current?.focus()}
          />
          <SectionBoundary>
            <TransactionsView cashout={cashout} />
          </SectionBoundary>
        </Stack>
      </CardContent>
    </Card>
  );
}, sameCard);
