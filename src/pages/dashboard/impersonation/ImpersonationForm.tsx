import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ImpersonationConfirm } from '../../../ui/impersonation/ImpersonationConfirm';
import { useImpersonate } from '../../../ui/impersonation/useImpersonate';

/** Sign in as any user by e-mail (seed 000 §2, §5, §8). */
export const ImpersonationForm = () => {
  const translate = useTranslate();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const impersonate = useImpersonate(setFieldError);
  const trimmed = email.trim();
  const busy = impersonate.isPending || impersonate.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed && !busy) setConfirming(true);
  };
  // The dialog closes either way: its modal would hide the toast from assistive technology.
  const confirm = () => impersonate.mutate(trimmed, { onSettled: () => setConfirming(false) });

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 3 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {translate('app.dashboard.impersonate.title')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}
      >
        <TextField
          type="email"
          name="email"
          required
          size="small"
          autoComplete="off"
          label={translate('app.dashboard.impersonate.email')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setFieldError(undefined);
          }}
          error={Boolean(fieldError)}
          helperText={fieldError}
          sx={{ width: 360 }}
        />
        <Button type="submit" variant="contained" disabled={!trimmed || busy}>
          {translate('app.dashboard.impersonate.submit')}
        </Button>
      </Box>
      <ImpersonationConfirm
        email={trimmed}
        open={confirming}
        pending={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </Paper>
  );
};
