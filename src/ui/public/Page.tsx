import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * One column that fits a 375 px phone: long words and links wrap instead of scrolling sideways.
 * `landmark` false draws it inside another page (the console's challenge preview), which has its
 * own main.
 */
export const Page = ({
  children,
  landmark = true,
}: {
  children: ReactNode;
  landmark?: boolean;
}) => (
  // MUI's Container with maxWidth="md", as a Box: the Container's own code cost every public
  // page 1 KB gzip (docs/decisions.md, "Plain boxes on the public pages").
  <Box
    component={landmark ? 'main' : 'div'}
    sx={{
      display: 'block',
      width: '100%',
      maxWidth: 'md',
      mx: 'auto',
      boxSizing: 'border-box',
      py: { xs: 2, sm: 4 },
      px: { xs: 2, sm: 3 },
    }}
  >
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        minWidth: 0,
        overflowWrap: 'anywhere',
        '& img, & video, & iframe, & table': { maxWidth: '100%' },
      }}
    >
      {children}
    </Box>
  </Box>
);
