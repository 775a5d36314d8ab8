import { Box } from '@mui/material';
import { useMemo } from 'react';
import { sanitizeRichText } from '../ui/html/sanitize';

/** Rich text from the server, cut to the editor's allow-list before it reaches the page. */
export const SafeHtml = ({ html }: { html: unknown }) => {
  // Only text is markup: anything else the server sent shows nothing.
  const clean = useMemo(() => (typeof html === 'string' ? sanitizeRichText(html) : ''), [html]);
  return (
    <Box
      sx={{ '& > :first-of-type': { mt: 0 }, '& > :last-child': { mb: 0 } }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
};
