import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StatsRead } from '../calls';
import { formatCount } from '../../../ui/format';
import { Figure, Unreadable } from './Figure';
import { statText, type StatField } from './statText';

/** In the seed's order, two rows of three. */
const FIGURES: { field: StatField; key: string }[] = [
  { field: 'challengersCount', key: 'companies' },
  { field: 'usersThisMonth', key: 'this_month' },
  { field: 'usersToday', key: 'today' },
  { field: 'solversCount', key: 'students' },
  { field: 'usersLastMonth', key: 'last_month' },
  { field: 'usersYesterday', key: 'yesterday' },
];

export const TotalUsersPanel = ({
  stats,
  loading,
}: {
  stats: StatsRead | undefined;
  loading: boolean;
}) => {
  const translate = useTranslate();
  const total = statText(stats, 'totalUsers', formatCount);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="total-users-title" sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 2 }}>
        <Typography id="total-users-title" variant="h6" component="h2">
          {translate('app.dashboard.users.title')}
        </Typography>
        {total === null && !loading ? (
          <Unreadable component="span" />
        ) : (
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {loading ? <Skeleton width={100} /> : total}
          </Typography>
        )}
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, m: 0 }}
      >
        {FIGURES.map((figure) => (
          <Figure
            key={figure.field}
            label={translate(`app.dashboard.users.${figure.key}`)}
            value={statText(stats, figure.field, formatCount)}
            loading={loading}
          />
        ))}
      </Box>
    </Paper>
  );
};
