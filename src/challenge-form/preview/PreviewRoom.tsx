import { Box } from '@mui/material';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { PREVIEW_BESIDE_QUERY, PREVIEW_PANEL_WIDTH, useWindowMatches } from './layout';

interface PreviewState {
  open: boolean;
  /** Beside the form (a wide window) or over it (a narrow one). */
  beside: boolean;
  setOpen: (open: boolean) => void;
}

const PreviewContext = createContext<PreviewState | null>(null);

export const usePreviewState = () => useContext(PreviewContext) as PreviewState;

/**
 * Whether the preview is open, held around the form rather than in it: opening or closing it
 * draws this box and the Preview button again, never the form's ~170 inputs (the form is the
 * same element to React). The preview beside the form takes the window's right side, and the
 * form keeps clear of it.
 */
export const PreviewRoom = ({ children }: { children: ReactNode }) => {
  const [open, setOpen] = useState(false);
  const beside = useWindowMatches(PREVIEW_BESIDE_QUERY);
  const state = useMemo(() => ({ open, beside, setOpen }), [open, beside]);
  return (
    <PreviewContext value={state}>
      <Box sx={{ maxWidth: 1080, minWidth: 0, mr: open && beside ? PREVIEW_PANEL_WIDTH : 0 }}>
        {children}
      </Box>
    </PreviewContext>
  );
};
