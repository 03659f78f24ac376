import type { PermissionFlags } from '@app/domain/core/permissions';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client.ts';

export interface PermissionRecord extends PermissionFlags {
  _id: string;
  admin: string;
  module: { _id: string; name: string };
}

export const permissionsKey = (adminId: string) => ['permissions', adminId] as const;

export function useAdminPermissions(adminId: string) {
  return useQuery({
    queryKey: permissionsKey(adminId),
    queryFn: ({ signal }) =>
      api<PermissionRecord[]>(`/permissions/all?admin=${encodeURIComponent(adminId)}`, { signal }).then((r) => r.data),
  });
}
