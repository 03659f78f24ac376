import type { ApiToken, ApiTokenCreate } from '@app/domain/core/api-tokens';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/api-client.ts';
import { toastSuccess } from '../../feedback/toast.ts';

const PATH = '/tokens';

/** One's own tokens, or another admin's (super users). */
export const apiTokensQuery = (adminId: string, own: boolean) =>
  queryOptions({
    queryKey: ['api-tokens', adminId] as const,
    queryFn: ({ signal }) => api<ApiToken[]>(own ? PATH : `${PATH}?admin=${encodeURIComponent(adminId)}`, { signal }).then((r) => r.data),
  });

/** Answers the created token with its secret, which the dialog shows once. */
export function useCreateApiToken(adminId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiTokenCreate) => api<ApiToken & { token: string }>(PATH, { method: 'POST', body }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api-tokens', adminId] }),
  });
}

export function useRevokeApiToken(adminId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: ApiToken) => api<ApiToken>(`${PATH}/${encodeURIComponent(token._id)}`, { method: 'DELETE' }),
    onSuccess: (result) => {
      toastSuccess(result.message);
      return queryClient.invalidateQueries({ queryKey: ['api-tokens', adminId] });
    },
  });
}
