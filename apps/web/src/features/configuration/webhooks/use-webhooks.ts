import type { Page } from '@app/domain/core/page';
import type { Webhook, WebhookDelivery, WebhookForm, WebhookUpdate } from '@app/domain/core/webhooks';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/api-client.ts';
import { toastSuccess } from '../../../feedback/toast.ts';

export const webhooksKey = ['webhooks'] as const;

export const webhooksQuery = () =>
  queryOptions({
    queryKey: webhooksKey,
    queryFn: ({ signal }) => api<Webhook[]>('/webhooks', { signal }).then((r) => r.data),
  });

export const deliveriesQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: [...webhooksKey, id, 'deliveries', page],
    queryFn: ({ signal }) => api<Page<WebhookDelivery>>(`/webhooks/${id}/deliveries?page=${page}`, { signal }).then((r) => r.data),
  });

/** Create, edit, delete and «Reenviar»; each reloads the list and the deliveries. */
export function useWebhookMutations() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: webhooksKey });
  const create = useMutation({
    mutationFn: (body: WebhookForm) => api<Webhook & { secret: string }>('/webhooks', { method: 'POST', body }),
    // The secret dialog says it: no success toast over it.
    meta: { successFeedback: false },
    onSuccess: reload,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: WebhookUpdate }) => api<Webhook>(`/webhooks/${id}`, { method: 'PUT', body }),
    onSuccess: reload,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api<Webhook>(`/webhooks/${id}`, { method: 'DELETE' }),
    onSuccess: (result) => {
      toastSuccess(result.message);
      return reload();
    },
  });
  const redeliver = useMutation({
    mutationFn: ({ id, deliveryId }: { id: string; deliveryId: string }) =>
      api<WebhookDelivery>(`/webhooks/${id}/deliveries/${deliveryId}/redeliver`, { method: 'POST' }),
    onSuccess: reload,
  });
  return { create, update, remove, redeliver };
}
