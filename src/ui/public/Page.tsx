import { Box, Container } from '@mui/material';
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
  <Container
    component={landmark ? 'main' : 'div'}
    maxWidth="md"
    sx={{ py: { xs: 2, sm: 4 }, px: { xs: 2, sm: 3 } }}
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
  </Container>
);
