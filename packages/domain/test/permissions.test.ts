import { describe, expect, it } from 'vitest';
import { isActionEnabled, MODULE_NAMES } from '../src/core/modules.ts';
import { can, NO_PERMISSIONS, withImpliedRead } from '../src/core/permissions.ts';

describe('can', () => {
  it('lets a super user do everything without rows', () => {
    expect(can({ role: 0, permissions: {} }, 'admins', 'destroy')).toBe(true);
  });

  it('needs the exact flag of the module for other roles', () => {
    const subject = { role: 1 as const, permissions: { sectors: { ...NO_PERMISSIONS, read: true } } };
    expect(can(subject, 'sectors', 'read')).toBe(true);
    expect(can(subject, 'sectors', 'create')).toBe(false);
    expect(can(subject, 'areas', 'read')).toBe(false);
  });
});

describe('permission matrix rules', () => {
  it('has the 22 modules of the spec', () => {
    expect(MODULE_NAMES).toHaveLength(22);
    expect(new Set(MODULE_NAMES).size).toBe(22);
  });

  it('enables approve only for formCards and goodPractices', () => {
    const approvable = MODULE_NAMES.filter((m) => isActionEnabled(m, 'approve'));
    expect(approvable.sort()).toEqual(['formCards', 'goodPractices']);
  });

  it('disables the cells the spec lists', () => {
    expect(isActionEnabled('contacts', 'create')).toBe(false);
    expect(isActionEnabled('users', 'update')).toBe(false);
    expect(isActionEnabled('admins', 'destroy')).toBe(false);
    expect(isActionEnabled('sectors', 'destroy')).toBe(true);
  });

  it('turns read on with any other flag', () => {
    expect(withImpliedRead({ ...NO_PERMISSIONS, update: true }).read).toBe(true);
    expect(withImpliedRead(NO_PERMISSIONS).read).toBe(false);
  });
});
