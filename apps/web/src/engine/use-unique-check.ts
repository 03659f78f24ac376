import type { Resource } from '@app/domain/core/define-resource';
import type { Page } from '@app/domain/core/page';
import { useEffect, useState } from 'react';
import { api } from '../api/api-client.ts';
import { toQueryString } from '../lib/query-string.ts';
import type { ResourceRecord } from './resource-keys.ts';

const DEBOUNCE_MS = 400;
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Looked up outside the query cache so a failed lookup shows nothing: the server checks again on submit. */
export function useUniqueCheck(def: Resource, name: string, value: string, enabled: boolean, ownId?: string): boolean {
  const [taken, setTaken] = useState<{ value: string; taken: boolean } | null>(null);
  const address = value.trim().toLowerCase();

  useEffect(() => {
    if (!enabled || !LOOKS_LIKE_EMAIL.test(address)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<Page<ResourceRecord>>(`/${def.apiPath}${toQueryString({ [name]: address, limit: 10 })}`, {
        signal: controller.signal,
      })
        .then(({ data }) => {
          const others = data.docs.filter(
            (doc) => doc._id !== ownId && String(doc[name] ?? '').toLowerCase() === address,
          );
          setTaken({ value: address, taken: others.length > 0 });
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [def.apiPath, name, address, enabled, ownId]);

  return enabled && taken?.value === address && taken.taken;
}
