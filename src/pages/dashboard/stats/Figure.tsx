import { Box, Skeleton, Typography } from '@mui/material';
import { useId } from 'react';

interface FigureProps {
  label: string;
  value: string;
  loading: boolean;
  size?: 'large' | 'small';
}

/** A labelled number: a term and its definition, the definition named by the term. */
export const Figure = ({ label, value, loading, size = 'small' }: FigureProps) => {
  const id = useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography id={id} component="dt" variant={size === 'large' ? 'subtitle1' : 'body2'} color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" aria-labelledby={id} variant={size === 'large' ? 'h4' : 'h6'} sx={{ m: 0, fontWeight: 600 }}>
        {loading ? <Skeleton width={size === 'large' ? 140 : 80} /> : value}
      </Typography>
    </Box>
  );
};
