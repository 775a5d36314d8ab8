import SendIcon from '@mui/icons-material/Send';
import { Button, CircularProgress, InputAdornment, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { CAMPAIGN_TYPES } from '../../contract';
import { formatUsd } from '../../ui/format';
import { LeaveGuard } from '../../ui/leave/LeavePrompt';
import { SafeConfirm } from '../../ui/SafeConfirm';
import { useConfirmation } from '../../ui/useConfirmation';
import { amountValue } from './amount';
import { useSendInvoice } from './useSendInvoice';
import {
  CONFIRM_ABOVE_USD,
  needsConfirmation,
  validateInvoice,
  type InvoiceFormValues,
} from './validation';

const CAMPAIGN_CHOICES = CAMPAIGN_TYPES.map((type) => ({
  id: type,
  name: `app.invoices.campaign_types.${type}`,
}));
/** The form validates as a whole (validateInvoice); this marks the inputs required and keeps SelectInput from offering an empty choice. */
const REQUIRED = [required('app.validation.required')];
const DEFAULTS: InvoiceFormValues = { email: '', amount: null, campaign_type: 'prepayment' };

/** The send-invoice form (seed 000 §3, §5): email, amount in USD, campaign type. */
export const InvoiceForm = () => {
  const translate = useTranslate();
  // A new key mounts a fresh, empty form after a successful send.
  const [formKey, setFormKey] = useState(0);
  const { send, sending } = useSendInvoice(() => setFormKey((key) => key + 1));
  const large = useConfirmation<{ amount: string; email: string }>();
  // Above the ceiling, the submit waits for the answer; the form's values and errors stay.
  const submit = async (values: InvoiceFormValues) => {
    if (
      needsConfirmation(values) &&
      !(await large.ask({
        amount: formatUsd(amountValue(values.amount)),
        email: String(values.email).trim(),
      }))
    )
      return undefined;
    return send(values);
  };
  const ceiling = formatUsd(CONFIRM_ABOVE_USD, 0);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="send-invoice-title"
      sx={{ p: 2, mb: 3 }}
    >
      <Typography id="send-invoice-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.invoices.form.title')}
      </Typography>
      <Form
        key={formKey}
        defaultValues={DEFAULTS}
        validate={validateInvoice}
        onSubmit={submit}
        noValidate
      >
        <LeaveGuard />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextInput
            source="email"
            type="email"
            validate={REQUIRED}
            label="app.invoices.form.email"
            autoComplete="off"
            sx={{ minWidth: 280 }}
          />
          {/* Text, not a number input: Chromium's number input drops the comma of "12,50"
              (docs/decisions.md, "Invoice amounts as typed"); amount.ts reads every character. */}
          <TextInput
            source="amount"
            label="app.invoices.form.amount"
            validate={REQUIRED}
            autoComplete="off"
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              htmlInput: { inputMode: 'decimal' },
            }}
          />
          <SelectInput
            source="campaign_type"
            label="app.invoices.form.campaign_type"
            choices={CAMPAIGN_CHOICES}
            validate={REQUIRED}
            sx={{ minWidth: 260 }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={sending}
            aria-busy={sending}
            startIcon={
              sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SendIcon />
            }
            sx={{ mt: 1, minWidth: 120 }}
          >
            {translate(sending ? 'app.invoices.form.sending' : 'app.invoices.form.send')}
          </Button>
        </Stack>
      </Form>
      <SafeConfirm
        isOpen={large.subject !== null}
        title="app.invoices.confirm_large.title"
        titleTranslateOptions={{ amount: large.subject?.amount }}
        content="app.invoices.confirm_large.content"
        contentTranslateOptions={{ ...large.subject, ceiling }}
        confirm={translate('app.invoices.confirm_large.confirm', { amount: large.subject?.amount })}
        cancel="app.invoices.confirm_large.cancel"
        onConfirm={large.confirm}
        onClose={large.cancel}
      />
    </Paper>
  );
};
