import { Alert, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * "N new": cashouts that arrived since the cards were drawn wait here until staff show them,
 * so nothing moves under the pointer. The status region is always there, so the count is
 * announced politely as it changes.
 */
export const NewCashoutsBanner = ({ count, onShow }: { count: number; onShow: () => void }) => {
  const translate = useTranslate();
  return (
    <Box role="status" data-new-cashouts sx={{ mb: count > 0 ? 2 : 0 }}>
      {count > 0 && (
        <Alert
          severity="info"
          role="none"
          action={
            <Button color="inherit" variant="outlined" size="small" onClick={onShow}>
              {translate('app.cashouts.live.show_new', { smart_count: count })}
            </Button>
          }
        >
          {translate('app.cashouts.live.new_waiting', { smart_count: count })}
        </Alert>
      )}
    </Box>
  );
};
