import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface FigureProps {
  label: string;
  /** Null: the server sent this figure in a form that cannot be read. */
  value: string | null;
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
    {value === null && !loading ? (
      <Unreadable />
    ) : (
      <Typography
        component="dd"
        variant={size === 'large' ? 'h4' : 'h6'}
        sx={{ m: 0, fontWeight: 600 }}
      >
        {loading ? <Skeleton width={size === 'large' ? 140 : 80} /> : value}
      </Typography>
    )}
  </Box>
);

/** The in-place state of a figure that could not be read (the rest of the dashboard shows). */
export const Unreadable = ({ component = 'dd' }: { component?: 'dd' | 'span' }) => {
  const translate = useTranslate();
  return (
    <Typography component={component} variant="body1" color="text.secondary" sx={{ m: 0 }}>
      {translate('app.dashboard.unreadable.figure')}
    </Typography>
  );
};
