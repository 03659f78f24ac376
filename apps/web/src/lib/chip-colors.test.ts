import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { colourChip, textOn } from './chip-colors.ts';

// The GTA and ODS colours on which white text failed, and the ODS palette's darker ones.
const FAILING_WITH_WHITE = ['#FD9D24', '#26BDE2', '#0A97D9', '#4C9F38', '#FF3A21'];
const DARK = ['#19486A', '#A21942', '#0f766e', '#DD1367', '#C5192D'];

describe('textOn', () => {
  it.each(FAILING_WITH_WHITE)('writes black on %s', (colour) => {
    expect(getContrastRatio('#fff', colour)).toBeLessThan(4.5);
    expect(textOn(colour)).toBe('#000');
  });

  it.each(DARK)('writes white on %s', (colour) => {
    expect(textOn(colour)).toBe('#fff');
  });

  it.each([...FAILING_WITH_WHITE, ...DARK, '#777777', '#808080', '#ffff00', '#000000', '#ffffff'])('reaches 4.5:1 on %s', (colour) => {
    expect(getContrastRatio(textOn(colour), colour)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('colourChip', () => {
  it('gives the colour and its text for a hex colour', () => {
    expect(colourChip('#FD9D24')).toEqual({ bgcolor: '#FD9D24', color: '#000' });
    expect(colourChip('#fff')).toEqual({ bgcolor: '#fff', color: '#000' });
  });

  it.each([undefined, null, '', 'red', '#12345', 'rgb(0,0,0)', 42])('gives nothing for %s', (colour) => {
    expect(colourChip(colour)).toBeUndefined();
  });
});
