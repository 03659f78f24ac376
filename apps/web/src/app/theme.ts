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

// The text on every filled dark-theme colour: those colours are light enough for dark text at ≥ 6.5:1.
const ON_BRIGHT = '#0b1513';

/** Both schemes' colours, apart so that a test can measure their contrast. */
export const palettes = {
  light: {
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
    TableCell: { border: '#dfe6e4' },
  },
  dark: {
    // Lighter tints of the same hues: as text they keep ≥ 5.5:1 on the page, the paper and a table's header.
    primary: { main: '#2dd4bf', light: '#5eead4', dark: '#14b8a6', contrastText: ON_BRIGHT },
    secondary: { main: '#a3e635', contrastText: ON_BRIGHT },
    error: { main: '#f87171', contrastText: ON_BRIGHT },
    warning: { main: '#fbbf24', contrastText: ON_BRIGHT },
    info: { main: '#38bdf8', contrastText: ON_BRIGHT },
    success: { main: '#4ade80', contrastText: ON_BRIGHT },
    background: { default: '#0e1615', paper: '#16201e' },
    text: { primary: '#e3ebe9', secondary: '#a7b6b3' },
    divider: '#2c3b38',
    TableCell: { border: '#2c3b38' },
  },
} as const;

/**
 * Sober teal and leaf green, dense tables: an admin tool for a sustainability programme (MUI's texts in Spanish: mui-spanish.tsx).
 * A light and a dark scheme: the account menu switches them, `system` follows the device. Without CSS variables: their
 * stylesheet of both schemes was the first render's costliest part, and a switch of scheme is rare.
 */
export const appTheme = createTheme(
  {
    colorSchemes: { light: { palette: palettes.light }, dark: { palette: palettes.dark } },
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
      // One clearly visible focus ring on everything a keyboard reaches: the deep teal on light, the bright one on dark.
      MuiButtonBase: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
            ...theme.applyStyles('dark', { '&.Mui-focusVisible': { outlineColor: theme.palette.primary.main } }),
          }),
        },
      },
      MuiLink: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&:focus-visible': { outline: `3px solid ${theme.palette.primary.dark}`, outlineOffset: 2, borderRadius: 2 },
            ...theme.applyStyles('dark', { '&:focus-visible': { outlineColor: theme.palette.primary.main } }),
          }),
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiPaper: { styleOverrides: { outlined: ({ theme }) => ({ borderColor: theme.palette.divider }) } },
      MuiTableCell: {
        styleOverrides: {
          head: ({ theme }) => ({
            fontWeight: 600,
            color: '#40545a',
            backgroundColor: '#f7faf9',
            whiteSpace: 'nowrap',
            ...theme.applyStyles('dark', { color: '#c5d2cf', backgroundColor: '#1b2725' }),
          }),
        },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
      // A disabled field's hint stays readable (4.5:1): it says why the field waits (choose a country first).
      MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  },
  // The scheme in use is named on <html> (`data-mui-color-scheme="dark"`), as with CSS variables.
  { colorSchemeSelector: 'data-mui-color-scheme' },
);
