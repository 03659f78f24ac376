import { esES } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

const FONT = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

const FOCUS_RING = '#115e59';

/** Sober teal and leaf green, dense tables: an admin tool for a sustainability programme; MUI's texts in Spanish. */
export const appTheme = createTheme(
  {
    palette: {
      primary: { main: '#0f766e', light: '#14b8a6', dark: '#115e59', contrastText: '#ffffff' },
      secondary: { main: '#4d7c0f', contrastText: '#ffffff' },
      // Darker than MUI's defaults: text, outlined buttons and chips in these colours keep 4.5:1 on white and on the page's grey, hovered or not.
      error: { main: '#c62828', contrastText: '#ffffff' },
      warning: { main: '#a34a07', contrastText: '#ffffff' },
      info: { main: '#0369a1', contrastText: '#ffffff' },
      success: { main: '#1b6e20', contrastText: '#ffffff' },
      background: { default: '#f3f6f5', paper: '#ffffff' },
      text: { primary: '#1f2a2e', secondary: '#55656b' },
      divider: '#dfe6e4',
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: FONT,
      fontSize: 14,
      h4: { fontWeight: 600, fontSize: '1.6rem' },
      h5: { fontWeight: 600, fontSize: '1.3rem' },
      h6: { fontWeight: 600, fontSize: '1.05rem' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // One clearly visible focus ring on everything a keyboard reaches.
      MuiButtonBase: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 } } },
      },
      MuiLink: { styleOverrides: { root: { '&:focus-visible': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2, borderRadius: 2 } } } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiPaper: { styleOverrides: { outlined: { borderColor: '#dfe6e4' } } },
      MuiTableCell: {
        styleOverrides: {
          head: { fontWeight: 600, color: '#40545a', backgroundColor: '#f7faf9', whiteSpace: 'nowrap' },
        },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
      // A disabled field's hint stays readable (4.5:1): it says why the field waits (choose a country first).
      MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: '#55656b' } } } },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  },
  esES,
);
