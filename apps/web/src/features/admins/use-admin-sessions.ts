import type { AdminSession } from '@app/domain/core/admin-sessions';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/api-client.ts';
import { toastSuccess } from '../../feedback/toast.ts';
import { sessionStore } from '../../session/session-store.ts';

const PATH = '/auth/admins/sessions';

/** One's own sessions, or another admin's (super users): the server answers only what the caller may see. */
export const adminSessionsQuery = (adminId: string, own: boolean) =>
  queryOptions({
    queryKey: ['admin-sessions', adminId] as const,
    queryFn: ({ signal }) => api<AdminSession[]>(own ? PATH : `${PATH}?admin=${encodeURIComponent(adminId)}`, { signal }).then((r) => r.data),
  });

/** Ends one session, or all of one's own but this one; ending this one signs out here. */
export function useEndSessions(adminId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: AdminSession | 'others') =>
      api<unknown>(target === 'others' ? `${PATH}?others=true` : `${PATH}/${encodeURIComponent(target._id)}`, { method: 'DELETE' }),
    onSuccess: (result, target) => {
      // The socket may have signed this tab out already, with its own message.
      if (target !== 'others' && target.current && !sessionStore.get()) return;
      toastSuccess(result.message);
      if (target !== 'others' && target.current) sessionStore.signOut();
      else void queryClient.invalidateQueries({ queryKey: ['admin-sessions', adminId] });
    },
  });
}
