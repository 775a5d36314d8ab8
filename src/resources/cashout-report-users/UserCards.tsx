import { Alert, Box, CircularProgress } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { ReportUser } from './schema';
import { moveBetweenCards } from './cardKeys';
import { UserCard } from './UserCard';
import { RetryAlert } from '../../ui/RetryAlert';
import { SectionBoundary } from '../../ui/boundary/SectionBoundary';
import { cashoutReportRoute } from './route';

/** The cards' look, set once here rather than by hundreds of styled components. */
const USER_CARDS_SX = {
  display: 'flex',
  flexDirection: 'column',
  gap: 1,
  // Off-screen cards skip layout and paint.
  '& article': {
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 72px',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    bgcolor: 'background.paper',
    px: 2,
    py: 1.5,
  },
  '& .summary': { display: 'flex', alignItems: 'center', gap: 2 },
  '& .toggle': {
    width: 40,
    height: 40,
    flex: 'none',
    border: 0,
    borderRadius: '50%',
    bgcolor: 'transparent',
    color: 'text.primary',
    cursor: 'pointer',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
    '& svg': { width: 24, height: 24, fill: 'currentColor', transition: 'transform 150ms' },
    '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  },
  '& .who': { width: 220, flex: 'none', overflowWrap: 'anywhere' },
  '& .who h2': { typography: 'subtitle1', fontWeight: 600, m: 0 },
  '& .who span': { typography: 'body2', color: 'text.secondary' },
  '& dl': { display: 'flex', flexWrap: 'wrap', gap: 2, m: 0 },
  '& dl > div': { minWidth: 96 },
  '& dt': { typography: 'caption', color: 'text.secondary' },
  '& dd': { typography: 'body2', m: 0 },
  '& .details': { display: 'flex', gap: 4, pt: 1 },
  '& .transactions': { flex: 1, minWidth: 0 },
  '& .transactions h3': { typography: 'subtitle2', m: 0 },
  '& .note': { typography: 'body2', color: 'text.secondary', m: 0 },
  '& .transactions ul': { listStyle: 'none', m: 0, p: 0 },
  '& .transactions li': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: 2,
    py: 0.5,
    borderBottom: 1,
    borderColor: 'divider',
    typography: 'body2',
  },
  '& .transactions a': { color: 'primary.main' },
  '& small': { display: 'block', color: 'text.secondary' },
} as const;

interface UserCardsProps {
  isExpanded: (userId: number) => boolean;
  onToggle: (userId: number) => void;
  /** The chosen columns, in order; null while they are being read (the cards wait). */
  columns: readonly string[] | null;
}

/** The current page of users, or the failure text with Retry, or the empty text. */
export const UserCards = ({ isExpanded, onToggle, columns }: UserCardsProps) => {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useListContext<ReportUser & { id: number }>();
  if (error) {
    return (
      <RetryAlert
        onRetry={() => refetch()}
        failure={{ call: `GET ${cashoutReportRoute.endpoint}`, error }}
      >
        {translate('app.cashoutReport.users.failed')}
      </RetryAlert>
    );
  }
  if (isPending || !columns) return <CircularProgress aria-label={translate('app.loading')} />;
  if (!data?.length)
    return <Alert severity="info">{translate('app.cashoutReport.users.empty')}</Alert>;
  return (
    <Box sx={USER_CARDS_SX} onKeyDown={moveBetweenCards}>
      {data.map((user) => (
        <SectionBoundary key={user.userId}>
          <UserCard
            user={user}
            columns={columns}
            expanded={isExpanded(user.userId)}
            onToggle={onToggle}
          />
        </SectionBoundary>
      ))}
    </Box>
  );
};
