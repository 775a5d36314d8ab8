import { createTheme } from '@mui/material/styles';

/** The public pages' primary colour in the light scheme (the dark one keeps MUI's). */
export const PUBLIC_PRIMARY = '#1553a8';

/** Light or dark as the phone is set; MUI's default palettes meet axe's contrast bar on plain pages. */
export const publicTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'media' },
  colorSchemes: { light: true, dark: true },
  palette: { primary: { main: PUBLIC_PRIMARY } },
});
