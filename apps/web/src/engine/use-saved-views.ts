import type { Resource } from '@app/domain/core/define-resource';
import type { SavedView, SavedViewCreate, SavedViewUpdate } from '@app/domain/core/saved-views';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/api-client.ts';
import { toastSuccess } from '../feedback/toast.ts';

export const savedViewsKey = (module: string) => ['saved-views', module] as const;

export const savedViewsQuery = (module: string) =>
  queryOptions({
    queryKey: savedViewsKey(module),
    queryFn: ({ signal }) => api<SavedView[]>(`/views?module=${encodeURIComponent(module)}`, { signal }).then((r) => r.data),
  });

/** A module's saved views and the three ways to change them; each success reloads the chips. */
export function useSavedViews(def: Resource) {
  const queryClient = useQueryClient();
  const views = useQuery(savedViewsQuery(def.module));
  const reload = () => queryClient.invalidateQueries({ queryKey: savedViewsKey(def.module) });
  // The dialogs show their own errors under the name; a save's 201 or 202 is toasted by the query client.
  const create = useMutation({
    mutationFn: (body: SavedViewCreate) => api<SavedView>('/views', { method: 'POST', body }),
    meta: { errorFeedback: false },
    onSuccess: reload,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: SavedViewUpdate }) => api<SavedView>(`/views/${id}`, { method: 'PUT', body }),
    meta: { errorFeedback: false },
    onSuccess: reload,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api<SavedView>(`/views/${id}`, { method: 'DELETE' }),
    onSuccess: (result) => {
      toastSuccess(result.message);
      return reload();
    },
  });
  return { views, create, update, remove };
}
