import { Box } from '@mui/material';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Rich text from the server, sanitised before it reaches the page. */
export const SafeHtml = ({ html }: { html: unknown }) => {
  // Only text is markup: anything else the server sent shows nothing.
  const clean = useMemo(
    () =>
      typeof html === 'string' ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) : '',
    [html],
  );
  return (
    <Box
      sx={{ '& > :first-of-type': { mt: 0 }, '& > :last-child': { mb: 0 } }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
};
