import type { Resource } from '@app/domain/core/define-resource';
import { es as serverMessages } from '@app/domain/messages/es';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/api-client.ts';
import type { ParsedValues } from './fields/kind.ts';
import { writeBody } from './form-values.ts';
import { refreshRecord } from './refresh-record.ts';
import type { ResourceRecord } from './resource-keys.ts';
import { toast } from '../feedback/toast.ts';

interface CreateInput {
  values: ParsedValues;
  /** Chosen files by field name (resources with file fields only). */
  files: Record<string, File>;
}

interface UpdateInput {
  id: string;
  /** Only what changed, and only the newly chosen files. */
  changes: ParsedValues;
  files: Record<string, File>;
  reason: string;
  /** The `updatedAt` the edit was based on: someone else's change since answers 409. */
  version: string;
}

interface ActInput {
  id: string;
  /** The action's name (`send`, `accept`, `deactivate`…): `PUT /api/<path>/:id/<action>`. */
  action: string;
  reason?: string;
  version: string;
}

/** The writes every resource has (JSON, or multipart for a resource with file fields), actions included. */
export function useResourceMutations(def: Resource) {
  const queryClient = useQueryClient();
  const path = (id?: string) => `/${def.apiPath}${id ? `/${encodeURIComponent(id)}` : ''}`;

  const refresh = (id?: string) => refreshRecord(queryClient, def, id);

  const create = useMutation({
    mutationFn: ({ values, files }: CreateInput) =>
      api<ResourceRecord>(path(), { method: 'POST', body: writeBody(def, values, files) }),
    onSuccess: () => refresh(),
  });

  const update = useMutation({
    // The form reports an edit's errors itself: a 409 from someone else's save gets its own dialog.
    meta: { errorFeedback: false },
    mutationFn: ({ id, changes, files, reason, version }: UpdateInput) =>
      api<ResourceRecord>(path(id), { method: 'PUT', body: writeBody(def, changes, files, reason, version) }),
    onSuccess: (_result, { id }) => refresh(id),
  });

  const act = useMutation({
    mutationFn: ({ id, action, reason, version }: ActInput) =>
      api<ResourceRecord>(`${path(id)}/${action}`, {
        method: 'PUT',
        body: { ...(reason ? { historical: { description: reason } } : {}), updatedAt: version },
      }),
    onSuccess: (_result, { id }) => refresh(id),
  });

  const remove = useMutation({
    mutationFn: (id: string) => api<ResourceRecord>(path(id), { method: 'DELETE' }),
    onSuccess: (result, id) => {
      toast(result.message || serverMessages.api.deleted, { variant: 'success' });
      refreshRecord(queryClient, def, id, { removed: true });
    },
  });

  return { create, update, act, remove };
}
