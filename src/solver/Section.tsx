import { Paper, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { PanelBoundary } from './PanelBoundary';

/**
 * A titled card; headings are h2 under the page's one h1. `focusOnMount` moves focus to the
 * heading when the card appears after an action (the form after Reserve), so a keyboard or
 * screen-reader user continues from there.
 */
export const Section = ({
  title,
  focusOnMount = false,
  children,
}: {
  title: string;
  focusOnMount?: boolean;
  children: ReactNode;
}) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
    // Only when the card first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Typography
        ref={heading}
        variant="h6"
        component="h2"
        gutterBottom
        tabIndex={focusOnMount ? -1 : undefined}
        sx={{ '&:focus': { outline: 'none' }, '&:focus-visible': { outline: '2px solid' } }}
      >
        {title}
      </Typography>
      <PanelBoundary>{children}</PanelBoundary>
    </Paper>
  );
};
