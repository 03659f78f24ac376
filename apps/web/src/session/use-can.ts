import type { ModuleName } from '@app/domain/core/modules';
import { allows, can, type Action, type Actor, type Requirement } from '@app/domain/core/permissions';
import { useCallback, useMemo } from 'react';
import { useSession } from './use-session.ts';

export type CanFn = (module: ModuleName, action: Action) => boolean;

export function useCan(): CanFn {
  const user = useSession()?.user ?? null;
  return useCallback<CanFn>((module, action) => (user ? can(user, module, action) : false), [user]);
}

/** Whether the signed-in admin meets a definition's requirement (`def.access.create`, an action's permission). */
export function useAllows(): (requirement: Requirement) => boolean {
  const user = useSession()?.user ?? null;
  return useCallback((requirement: Requirement) => (user ? allows(user, requirement) : false), [user]);
}

/** The signed-in admin as the domain's record rules see them (who may edit a card, take an action). */
export function useActor(): Actor | null {
  const user = useSession()?.user ?? null;
  return useMemo(() => (user ? { id: user._id, role: user.role, gta: user.gta, permissions: user.permissions } : null), [user]);
}
