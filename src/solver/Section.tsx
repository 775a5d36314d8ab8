import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PanelBoundary } from './PanelBoundary';

/** A titled card; headings are h2 under the page's one h1. */
export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper
    component="section"
    variant="outlined"
    aria-label={title}
    sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
  >
    <Typography variant="h6" component="h2" gutterBottom>
      {title}
    </Typography>
    <PanelBoundary>{children}</PanelBoundary>
  </Paper>
);
