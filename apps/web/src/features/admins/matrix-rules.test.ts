import { NO_PERMISSIONS } from '@app/domain/core/permissions';
import { describe, expect, it } from 'vitest';
import { cellEnabled, toggleFlag } from './matrix-rules.ts';

describe('toggleFlag', () => {
  it('ticks read with any other flag', () => {
    expect(toggleFlag(NO_PERMISSIONS, 'update', true)).toEqual({ flags: { ...NO_PERMISSIONS, read: true, update: true }, refused: false });
  });

  it('refuses to untick read while another flag is on', () => {
    const flags = { ...NO_PERMISSIONS, read: true, create: true };
    expect(toggleFlag(flags, 'read', false)).toEqual({ flags, refused: true });
  });

  it('unticks read once it is alone, and another flag without touching read', () => {
    const flags = { ...NO_PERMISSIONS, read: true, create: true };
    expect(toggleFlag(flags, 'create', false).flags).toEqual({ ...NO_PERMISSIONS, read: true });
    expect(toggleFlag({ ...NO_PERMISSIONS, read: true }, 'read', false).flags).toEqual(NO_PERMISSIONS);
  });
});

describe('cellEnabled', () => {
  it('follows spec 000 §6', () => {
    expect(cellEnabled('formCards', 'approve')).toBe(true);
    expect(cellEnabled('sectors', 'approve')).toBe(false);
    expect(cellEnabled('admins', 'destroy')).toBe(false);
    expect(cellEnabled('unknown', 'read')).toBe(false);
  });
});
