import { describe, expect, it, vi } from 'vitest';
import { offersEdit } from '../../engine/use-may-edit.ts';
import type { RecordContext } from '../../engine/slots.ts';
import { adminCanEdit } from './admin-rules.ts';

// The decision alone: neither the session nor the router is needed.
vi.mock('../../session/use-can.ts', () => ({}));
vi.mock('../../engine/record-context.ts', () => ({}));

const slots = { canEdit: adminCanEdit };
const context = (own: boolean, profile: boolean): RecordContext => ({ record: { _id: 'a' } as RecordContext['record'], own, profile });

describe('Editar and «Restaurar estos valores» on an admin record', () => {
  it('are not offered on one’s own record outside Mi perfil, though the admin may edit admins', () => {
    expect(offersEdit(true, slots, context(true, false))).toBe(false);
  });

  it('are offered on one’s own record through Mi perfil, and on another admin’s', () => {
    expect(offersEdit(true, slots, context(true, true))).toBe(true);
    expect(offersEdit(true, slots, context(false, false))).toBe(true);
  });

  it('are never offered to whom may not edit the record', () => {
    expect(offersEdit(false, slots, context(false, false))).toBe(false);
    expect(offersEdit(false, {}, context(false, false))).toBe(false);
  });

  it('follow the permission alone in a module without a rule of its own', () => {
    expect(offersEdit(true, {}, context(true, false))).toBe(true);
  });
});
