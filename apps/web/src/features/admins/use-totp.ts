import type { TotpProof, TotpSetup, TotpStatus } from '@app/domain/core/second-factor';
import type { Envelope } from '@app/domain/core/page';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/api-client.ts';
import { toastSuccess } from '../../feedback/toast.ts';

const PATH = '/auth/admins/totp';
const totpKey = ['totp'] as const;
type RecoveryCodes = { recoveryCodes: string[] };

/** The signed-in admin's own authenticator app, or another admin's state for a super user. */
export const totpStatusQuery = (adminId?: string) =>
  queryOptions({
    queryKey: adminId ? [...totpKey, adminId] : totpKey,
    queryFn: ({ signal }) => api<TotpStatus>(adminId ? `${PATH}?admin=${encodeURIComponent(adminId)}` : PATH, { signal }).then((r) => r.data),
  });

/** Each change answers with the server's envelope (its 201 shows the usual toast) and refreshes the status. */
function useTotpMutation<I, O>(mutationFn: (input: I) => Promise<Envelope<O>>, successFeedback = true) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { successFeedback },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: totpKey }),
  });
}

// Its 201 only starts the setup: the QR code on screen says what to do.
export const useStartTotp = () => useTotpMutation(() => api<TotpSetup>(`${PATH}/setup`, { method: 'POST' }), false);

export const useConfirmTotp = () => useTotpMutation((code: string) => api<RecoveryCodes>(`${PATH}/confirm`, { method: 'POST', body: { code } }));

export const useRenewRecoveryCodes = () =>
  useTotpMutation((proof: TotpProof) => api<RecoveryCodes>(`${PATH}/recovery-codes`, { method: 'POST', body: proof }));

export const useDisableTotp = () => useTotpMutation((proof: TotpProof) => api<null>(`${PATH}/disable`, { method: 'POST', body: proof }));

/** A super user removes another admin's app; her sessions end with it. */
export function useResetTotp(adminId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ endedSessions: number }>(`${PATH}?admin=${encodeURIComponent(adminId)}`, { method: 'DELETE' }),
    onSuccess: (result) => {
      toastSuccess(result.message);
      void queryClient.invalidateQueries({ queryKey: [...totpKey, adminId] });
      void queryClient.invalidateQueries({ queryKey: ['admin-sessions', adminId] });
    },
  });
}
