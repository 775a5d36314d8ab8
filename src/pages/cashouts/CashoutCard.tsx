import { Alert, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { safeRedirectPath } from '../../api';
import type { Cashout, DeclineReason } from '../../contract';
import { formatDateTime, formatText, formatUsd } from '../../ui/format';
import { splitFieldErrors } from './decision';
import { DecisionControls } from './DecisionControls';
import { TransactionsView } from './TransactionsView';
import { useCashoutDecision } from './useCashoutDecision';
import { SectionBoundary } from '../../ui/boundary/SectionBoundary';

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Stack>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2">{children}</Typography>
  </Stack>
);

/** One pending cashout: who asked, how much, the decision controls and its transactions. */
export const CashoutCard = ({ cashout, gone }: { cashout: Cashout; gone: boolean }) => {
  const translate = useTranslate();
  const headingId = useId();
  const [reason, setReason] = useState<DeclineReason | ''>('');
  const { state, decide } = useCashoutDecision(cashout.id, reason);
  const errors = splitFieldErrors(state.fieldErrors);
  const userHref = safeRedirectPath(cashout.user_path);

  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
            <Typography id={headingId} variant="h6" component="h2">
              {userHref ? (
                <Link href={userHref}>{formatText(cashout.user_name)}</Link>
              ) : (
                formatText(cashout.user_name)
              )}
            </Typography>
            <Field label={translate('app.cashouts.fields.email')}>
              {formatText(cashout.user_email)}
            </Field>
            <Field label={translate('app.cashouts.fields.type')}>{formatText(cashout.type)}</Field>
            <Field label={translate('app.cashouts.fields.requested')}>
              {formatDateTime(cashout.timestamp)}
            </Field>
            <Field label={translate('app.cashouts.fields.amount')}>
              {formatUsd(cashout.amount)}
            </Field>
          </Stack>
          {state.timedOut && <Alert severity="warning">{translate('app.cashouts.timeout')}</Alert>}
          {gone && !state.action && <Alert severity="info">{translate('app.cashouts.gone')}</Alert>}
          {errors.others.length > 0 && <Alert severity="error">{errors.others.join(' ')}</Alert>}
          <DecisionControls
            cashout={cashout}
            reason={state.decided === 'approve' ? '' : reason}
            onReasonChange={setReason}
            reasonError={errors.reason}
            action={state.action}
            sending={state.sending}
            disabled={gone}
            onDecide={(decision) => void decide(decision)}
          />
          <SectionBoundary>
            <TransactionsView cashout={cashout} />
          </SectionBoundary>
        </Stack>
      </CardContent>
    </Card>
  );
};
