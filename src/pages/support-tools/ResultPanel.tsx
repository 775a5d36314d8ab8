import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/** Whose result it is: the e-mail and the action it was run for. */
export interface ResultSubject {
  email: string;
  action: string;
}

export type SupportResult = ResultSubject &
  ({ kind: 'success'; message: string; isUrl: boolean } | { kind: 'error'; message: string });

const CopyButton = ({ text }: { text: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify('app.supportTools.result.copied', { type: 'info' });
    } catch {
      notify('app.supportTools.result.copy_failed', { type: 'warning' });
    }
  };
  return (
    <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
      {translate('app.supportTools.result.copy')}
    </Button>
  );
};

/** The server's `data.message` (plain text, shown as text) as a status, or the joined errors of a failure as an alert. */
export const ResultPanel = ({ result }: { result: SupportResult | null }) => {
  const translate = useTranslate();
  const subject =
    result &&
    translate('app.supportTools.result.subject', {
      email: result.email,
      action: translate(`app.supportTools.actions.${result.action}`, { _: result.action }),
    });
  return (
    <Box sx={{ mt: 2 }}>
      {result?.kind === 'success' && (
        <Alert severity="success" icon={false} role="status">
          <AlertTitle>{translate('app.supportTools.result.title')}</AlertTitle>
          <Typography variant="body2" sx={{ mb: 1, wordBreak: 'break-word' }}>
            {subject}
          </Typography>
          <Typography
            component="pre"
            sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontFamily: 'monospace', m: 0 }}
          >
            {result.message}
          </Typography>
          {result.isUrl && <CopyButton text={result.message} />}
        </Alert>
      )}
      {result?.kind === 'error' && (
        <Alert severity="error">
          <AlertTitle>{translate('app.supportTools.result.failed')}</AlertTitle>
          <Typography variant="body2" sx={{ mb: 1, wordBreak: 'break-word' }}>
            {subject}
          </Typography>
          {result.message}
        </Alert>
      )}
    </Box>
  );
};
