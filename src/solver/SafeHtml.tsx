import { Box } from '@mui/material';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Rich text from the server, sanitised before it reaches the page. */
export const SafeHtml = ({ html }: { html: string }) => {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return (
    <Box
      sx={{ '& > :first-of-type': { mt: 0 }, '& > :last-child': { mb: 0 } }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
};
