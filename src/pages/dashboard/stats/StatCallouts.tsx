import { Box, Paper } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StatsRead } from '../calls';
import { formatCount, formatUsd } from '../../../ui/format';
import { Figure } from './Figure';
import { statText } from './statText';

interface StatCalloutsProps {
  stats: StatsRead | undefined;
  loading: boolean;
}

/** Challenges, solutions and total cashouts (USD, no decimals: seed 000 §9). */
export const StatCallouts = ({ stats, loading }: StatCalloutsProps) => {
  const translate = useTranslate();
  const callouts = [
    { key: 'challenges', value: statText(stats, 'contestsCount', formatCount) },
    { key: 'solutions', value: statText(stats, 'solutionsCount', formatCount) },
    { key: 'cashed_out', value: statText(stats, 'cashedOut', (value) => formatUsd(value, 0)) },
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2 }}>
      {callouts.map((callout) => (
        <Paper key={callout.key} component="dl" variant="outlined" sx={{ p: 3, m: 0 }}>
          <Figure
            label={translate(`app.dashboard.callouts.${callout.key}`)}
            value={callout.value}
            loading={loading}
            size="large"
          />
        </Paper>
      ))}
    </Box>
  );
};
