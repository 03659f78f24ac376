import { es as serverMessages } from '@app/domain/messages/es';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../api/api-client.ts';
import { sessionStore } from './session-store.ts';
import { toast } from '../feedback/toast.ts';

/** Ends the server session, then the local one, whatever the server answered. */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (adminId: string) =>
      api<unknown>(`/auth/admins/logout/${encodeURIComponent(adminId)}`, { method: 'PUT', body: { login: false } }),
    onSettled: () => {
      sessionStore.signOut();
      toast(serverMessages.auth.loggedOut, { variant: 'success' });
      navigate('/', { replace: true });
    },
  });
}
