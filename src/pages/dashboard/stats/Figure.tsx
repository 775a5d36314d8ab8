import { Box, Skeleton, Typography } from '@mui/material';

interface FigureProps {
  label: string;
  value: string;
  loading: boolean;
  size?: 'large' | 'small';
}

/** A labelled number: a term and its definition. */
export const Figure = ({ label, value, loading, size = 'small' }: FigureProps) => (
  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
    <Typography
      component="dt"
      variant={size === 'large' ? 'subtitle1' : 'body2'}
      color="text.secondary"
    >
      {label}
    </Typography>
    <Typography
      component="dd"
      variant={size === 'large' ? 'h4' : 'h6'}
      sx={{ m: 0, fontWeight: 600 }}
    >
      {loading ? <Skeleton width={size === 'large' ? 140 : 80} /> : value}
    </Typography>
  </Box>
);
