import { createTheme } from '@mui/material/styles';

/** Light or dark as the phone is set; MUI's default palettes meet axe's contrast bar on plain pages. */
export const publicTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'media' },
  colorSchemes: { light: true, dark: true },
  palette: { primary: { main: '#1553a8' } },
});
