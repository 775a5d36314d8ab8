import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { ReportUser } from '../../contract';
import { UserCard } from './UserCard';

interface UserCardsProps {
  isExpanded: (userId: number) => boolean;
  onToggle: (userId: number) => void;
}

/** The current page of users, or the failure text with Retry, or the empty text. */
export const UserCards = ({ isExpanded, onToggle }: UserCardsProps) => {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useListContext<ReportUser & { id: number }>();
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('app.error.retry')}
          </Button>
        }
      >
        {translate('app.cashoutReport.users.failed')}
      </Alert>
    );
  }
  if (isPending) return <CircularProgress aria-label={translate('app.loading')} />;
  if (!data?.length)
    return <Alert severity="info">{translate('app.cashoutReport.users.empty')}</Alert>;
  return (
    <Stack spacing={1}>
      {data.map((user) => (
        <UserCard
          key={user.userId}
          user={user}
          expanded={isExpanded(user.userId)}
          onToggle={onToggle}
        />
      ))}
    </Stack>
  );
};
