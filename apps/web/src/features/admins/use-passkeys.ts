import type { Passkey, RegistrationOptions } from '@app/domain/core/passkeys';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/api-client.ts';
import { toastSuccess } from '../../feedback/toast.ts';

const PATH = '/auth/admins/passkeys';
const passkeysKey = (adminId: string) => ['passkeys', adminId] as const;

/** One's own passkeys, or another admin's for a super user. */
export const passkeysQuery = (adminId: string, own: boolean) =>
  queryOptions({
    queryKey: passkeysKey(adminId),
    queryFn: ({ signal }) => api<Passkey[]>(own ? PATH : `${PATH}?admin=${encodeURIComponent(adminId)}`, { signal }).then((r) => r.data),
  });

/** The server's options, the browser's ceremony (her fingerprint, face or PIN), then the server's check of its answer. */
export function useAddPasskey(adminId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const { data: options } = await api<RegistrationOptions>(`${PATH}/options`, { method: 'POST' });
      const credential = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
      return api<Passkey>(PATH, { method: 'POST', body: { name, credential } });
    },
    // The dialog words the browser's refusals under the name field.
    meta: { errorFeedback: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysKey(adminId) }),
  });
}

export function useRemovePasskey(adminId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passkey: Passkey) => api<null>(`${PATH}/${encodeURIComponent(passkey._id)}`, { method: 'DELETE' }),
    onSuccess: (result) => {
      toastSuccess(result.message);
      void queryClient.invalidateQueries({ queryKey: passkeysKey(adminId) });
    },
  });
}
