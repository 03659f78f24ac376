import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { palettes } from './theme.ts';

const COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe.each(['light', 'dark'] as const)('the %s palette', (scheme) => {
  const palette = palettes[scheme];
  const grounds = { page: palette.background.default, paper: palette.background.paper };

  it.each(Object.entries(grounds))('keeps every text at 4.5:1 or more on the %s', (_, ground) => {
    const texts = { text: palette.text.primary, secondary: palette.text.secondary, ...Object.fromEntries(COLOURS.map((c) => [c, palette[c].main])) };
    for (const [name, colour] of Object.entries(texts)) expect(getContrastRatio(colour, ground), `${name} ${colour} on ${ground}`).toBeGreaterThanOrEqual(4.5);
  });

  it('writes on each filled colour at 4.5:1 or more', () => {
    for (const c of COLOURS) expect(getContrastRatio(palette[c].contrastText, palette[c].main), c).toBeGreaterThanOrEqual(4.5);
  });
});
