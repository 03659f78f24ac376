import { can } from '@app/domain/core/permissions';
import type { Action } from '@app/domain/core/permissions';
import type { ModuleName } from '@app/domain/core/modules';
import { useCallback } from 'react';
import { useSession } from './use-session.ts';

export type CanFn = (module: ModuleName, action: Action) => boolean;

/**
 * The UI side of the domain's one permission rule (role 0 passes).
 * @example const allowed = useCan(); allowed('sectors', 'create')
 */
export function useCan(): CanFn {
  const user = useSession()?.user ?? null;
  return useCallback<CanFn>((module, action) => (user ? can(user, module, action) : false), [user]);
}
