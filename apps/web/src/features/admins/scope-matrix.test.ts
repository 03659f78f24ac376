import { grantable } from '@app/domain/core/api-tokens';
import { NO_PERMISSIONS } from '@app/domain/core/permissions';
import { describe, expect, it } from 'vitest';
import { toggleScope } from './scope-matrix.tsx';

describe('toggleScope', () => {
  it('adds an action in the matrix order and a module once', () => {
    const one = toggleScope([], 'sectors', 'update');
    expect(toggleScope(one, 'sectors', 'read')).toEqual([{ module: 'sectors', actions: ['read', 'update'] }]);
  });

  it('removes an action, and the module with its last one', () => {
    const scopes = [
      { module: 'sectors' as const, actions: ['read' as const, 'create' as const] },
      { module: 'climbs' as const, actions: ['read' as const] },
    ];
    expect(toggleScope(scopes, 'sectors', 'create')).toEqual([{ module: 'climbs', actions: ['read'] }, { module: 'sectors', actions: ['read'] }]);
    expect(toggleScope(scopes, 'climbs', 'read')).toEqual([scopes[0]]);
  });
});

describe('grantable', () => {
  it('offers only what the admin may do and the module offers', () => {
    const editor = { role: 1 as const, permissions: { sectors: { ...NO_PERMISSIONS, read: true, create: true }, contacts: { ...NO_PERMISSIONS, read: true, create: true } } };
    expect(grantable(editor)).toEqual([
      { module: 'contacts', actions: ['read'] },
      { module: 'sectors', actions: ['read', 'create'] },
    ]);
  });

  it('offers a super user every action each module offers', () => {
    const all = grantable({ role: 0, permissions: {} });
    expect(all.find((m) => m.module === 'formCards')?.actions).toEqual(['read', 'create', 'update', 'approve']);
  });
});
