import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@app/domain/core/auth';
import { NO_PERMISSIONS } from '@app/domain/core/permissions';
import { sameAccess } from './same-access.ts';

const editor: SessionUser = {
  _id: 'a',
  name: 'Ana',
  lastName: 'López',
  email: 'ana@example.com',
  role: 1,
  gta: null,
  thumbnail: null,
  permissions: { sectors: { ...NO_PERMISSIONS, read: true } },
};

describe('sameAccess', () => {
  it('ignores profile changes', () => {
    expect(sameAccess(editor, { ...editor, name: 'Anabel', thumbnail: '/uploads/x.webp' })).toBe(true);
  });

  it('treats a missing row as all flags off', () => {
    const withEmptyRow = { ...editor, permissions: { ...editor.permissions, areas: NO_PERMISSIONS } };
    expect(sameAccess(editor, withEmptyRow)).toBe(true);
  });

  it('notices a flag, the role or the GTA changing', () => {
    expect(sameAccess(editor, { ...editor, permissions: { sectors: { ...NO_PERMISSIONS, read: true, create: true } } })).toBe(false);
    expect(sameAccess(editor, { ...editor, role: 2 })).toBe(false);
    expect(sameAccess(editor, { ...editor, gta: 'g1' })).toBe(false);
  });

  it('lets a super user keep any rows', () => {
    const root = { ...editor, role: 0 as const };
    expect(sameAccess(root, { ...root, permissions: {} })).toBe(true);
  });
});
