import { Box, Container } from '@mui/material';
import type { ReactNode } from 'react';

/** One column that fits a 375 px phone: long words and links wrap instead of scrolling sideways. */
export const Page = ({ children }: { children: ReactNode }) => (
  <Container component="main" maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 2, sm: 3 } }}>
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
