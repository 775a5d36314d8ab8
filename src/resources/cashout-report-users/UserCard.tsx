import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { ReportUser } from '../../contract';
import { formatCount, formatDateTime, formatUsd } from '../../ui/format';
import { UserDetails } from './UserDetails';

interface UserCardProps {
  user: ReportUser;
  expanded: boolean;
  onToggle: (userId: number) => void;
}

const Figure = ({ label, value }: { label: string; value: string }) => (
  <Stack sx={{ minWidth: 96 }}>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2">{value}</Typography>
  </Stack>
);

/** One user of the report (seed 000 §3), expanding to its rewards and cashouts. */
export const UserCard = memo(({ user, expanded, onToggle }: UserCardProps) => {
  const translate = useTranslate();
  const t = (name: string) => translate(`app.cashoutReport.users.${name}`);
  const detailsId = `report-user-${user.userId}-details`;
  return (
    <Card variant="outlined" component="article" aria-label={user.name}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <IconButton
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            aria-label={translate(`app.cashoutReport.users.${expanded ? 'collapse' : 'expand'}`, {
              name: user.name,
            })}
            onClick={() => onToggle(user.userId)}
          >
            {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
          <Stack sx={{ width: 220 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {user.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
          </Stack>
          <Figure label={t('accountCreated')} value={formatDateTime(user.accountCreated)} />
          <Figure
            label={t('lastLogin')}
            value={user.lastLogin ? formatDateTime(user.lastLogin) : t('never')}
          />
          <Figure label={t('totalRewards')} value={formatUsd(user.totalRewards)} />
          <Figure label={t('totalCashouts')} value={formatUsd(user.totalCashouts)} />
          <Figure label={t('rewardsBalance')} value={formatUsd(user.rewardsBalance)} />
          <Figure label={t('rewardCount')} value={formatCount(user.rewardCount)} />
          <Figure label={t('cashoutCount')} value={formatCount(user.cashoutCount)} />
        </Stack>
        {expanded && <UserDetails userId={user.userId} id={detailsId} />}
      </CardContent>
    </Card>
  );
});
UserCard.displayName = 'UserCard';
