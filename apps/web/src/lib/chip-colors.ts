import { getContrastRatio } from '@mui/material/styles';

const HEX = /^#(?:[0-9a-f]{3}){1,2}$/i;

/** Black or white, whichever reads better on `background` (WCAG contrast); one of them always reaches 4.5:1. */
export function textOn(background: string): '#000' | '#fff' {
  return getContrastRatio('#fff', background) >= getContrastRatio('#000', background) ? '#fff' : '#000';
}

/** A chip's `sx` in a record's own colour (a GTA, an ODS), or nothing when it has none usable. */
export function colourChip(colour: unknown): { bgcolor: string; color: string } | undefined {
  return typeof colour === 'string' && HEX.test(colour) ? { bgcolor: colour, color: textOn(colour) } : undefined;
}
