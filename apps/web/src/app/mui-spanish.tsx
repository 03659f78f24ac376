import { esES } from '@mui/material/locale';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

// MUI's Spanish texts make a number formatter as they load, the page's first and costliest: the login needs none of them.
const withSpanish = (outer: Theme): Theme => ({ ...outer, components: { ...outer.components, ...esES.components } });

/** MUI's own texts (pager, «Sin opciones», «Cerrar») in Spanish for everything below. */
export function MuiSpanish({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={withSpanish}>{children}</ThemeProvider>;
}
