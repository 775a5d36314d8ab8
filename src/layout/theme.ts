import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { Theme } from '@mui/material/styles';
import { APP_BAR_HEIGHT } from '../ui/appBarHeight';
import { circularProgressDefaults, linearProgressOverrides } from './progressBar';

/**
 * The fixed app bar never covers what a focus or a scroll into view brings up: the browser keeps
 * this band at the top out of what it counts as in view.
 */
const appBarClearance = { styleOverrides: { html: { scrollPaddingTop: APP_BAR_HEIGHT + 16 } } };

/**
 * react-admin's default palette fails axe's contrast check (white on #2196f3, #1976d2 text on
 * #fafafb, #d32f2f on grey): these shades keep every pair at 4.5:1 or better.
 */
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    primary: { main: '#1553a8' },
    secondary: { main: '#0d3c75', contrastText: '#ffffff' },
    error: { main: '#b3261e' },
    success: { main: '#1b6e20' },
    warning: { main: '#8a4b00' },
    info: { main: '#0b5cad' },
    background: { default: '#fafafb' },
  },
  components: {
    ...defaultLightTheme.components,
    MuiCssBaseline: appBarClearance,
    MuiLinearProgress: linearProgressOverrides,
    MuiCircularProgress: circularProgressDefaults,
    // A disabled legend (the type of an existing challenge) is text, not a control: axe measures
    // it, and text.disabled (2.66:1) fails; text.secondary keeps 4.5:1 and still reads as muted.
    MuiFormLabel: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '&.Mui-disabled': { color: theme.palette.text.secondary },
        }),
      },
    },
    // An unselected toggle (a cashout's Current / All / Declined) in action.active reads 4.47:1
    // on its hover shade; text.secondary stays above 4.5:1 on it.
    MuiToggleButton: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({ color: theme.palette.text.secondary }),
      },
    },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    mode: 'dark',
    primary: { main: '#90caf9' },
    secondary: { main: '#1d3557', contrastText: '#ffffff' },
    error: { main: '#f28b82' },
    success: { main: '#81c995' },
    warning: { main: '#fdd663' },
    background: { default: '#121212', paper: '#1e1e1e' },
  },
  components: {
    ...defaultDarkTheme.components,
    MuiCssBaseline: appBarClearance,
    MuiLinearProgress: linearProgressOverrides,
    MuiCircularProgress: circularProgressDefaults,
  },
};
