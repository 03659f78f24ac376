import { createTheme, type Theme } from '@mui/material/styles';
import { enUS, esES } from '@mui/material/locale';
import type { Language } from '../i18n/language.ts';

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

/** Sober teal and leaf green, dense tables: an admin tool for a sustainability programme. */
export function createAppTheme(language: Language): Theme {
  return createTheme(
    {
      palette: {
        primary: { main: '#0f766e', light: '#14b8a6', dark: '#115e59', contrastText: '#ffffff' },
        secondary: { main: '#4d7c0f', contrastText: '#ffffff' },
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
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiCard: { defaultProps: { variant: 'outlined' } },
        MuiPaper: { styleOverrides: { outlined: { borderColor: '#dfe6e4' } } },
        MuiTableCell: {
          styleOverrides: {
            head: { fontWeight: 600, color: '#40545a', backgroundColor: '#f7faf9', whiteSpace: 'nowrap' },
          },
        },
        MuiTextField: { defaultProps: { fullWidth: true } },
        MuiTooltip: { defaultProps: { arrow: true } },
      },
    },
    language === 'en' ? enUS : esES,
  );
}
