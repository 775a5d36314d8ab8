import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface TextLine {
  key: string;
  primary: ReactNode;
  secondary?: ReactNode;
  /** Shown after the text, e.g. a 'Required' tag. */
  extra?: ReactNode;
}

/** A plain list of text lines (a light stand-in for MUI's List + ListItemText on the first view). */
export const TextList = ({ lines, label }: { lines: TextLine[]; label?: string }) => (
  <Box
    component="ul"
    aria-label={label}
    sx={{ listStyle: 'none', mx: 0, my: 1, p: 0, display: 'grid', gap: 1 }}
  >
    {lines.map((line) => (
      <Box
        component="li"
        key={line.key}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
      >
        <div>
          <Typography variant="body2">{line.primary}</Typography>
          {line.secondary && (
            <Typography variant="body2" color="text.secondary">
              {line.secondary}
            </Typography>
          )}
        </div>
        {line.extra}
      </Box>
    ))}
  </Box>
);

/** A small outlined tag (what MUI's Chip would draw, without its interactive machinery). */
export const Tag = ({ children }: { children: ReactNode }) => (
  <Box
    component="span"
    sx={{
      border: 1,
      borderColor: 'divider',
      borderRadius: 4,
      px: 1,
      py: 0.25,
      typography: 'caption',
      color: 'text.primary',
      lineHeight: 1.5,
    }}
  >
    {children}
  </Box>
);
