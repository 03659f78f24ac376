import { resourceByModule } from '@app/domain/resources/registry';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshRecord } from './refresh-record.ts';
import { resourceKeys } from './resource-keys.ts';

const sectors = resourceByModule('sectors')!;
const areas = resourceByModule('areas')!;

function cached() {
  const client = new QueryClient();
  const keys = {
    list: resourceKeys.list(sectors, { page: 1, limit: 10, sort: '-createdAt' }, {}),
    detail: resourceKeys.detail(sectors, 's1'),
    other: resourceKeys.detail(sectors, 's2'),
    history: resourceKeys.history('s1'),
    dashboard: ['dashboard'],
    review: ['review', 'count'],
    areas: resourceKeys.detail(areas, 'a1'),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, {});
  const stale = () => Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, client.getQueryState(key)?.isInvalidated]));
  return { client, stale };
}

describe('refreshRecord', () => {
  it('marks the module, the record\'s history, the dashboard and the review queue stale, and no other module', () => {
    const { client, stale } = cached();
    refreshRecord(client, sectors, 's1');
    expect(stale()).toEqual({ list: true, detail: true, other: true, history: true, dashboard: true, review: true, areas: false });
  });

  it('leaves a removed record\'s own page and history alone', () => {
    const { client, stale } = cached();
    refreshRecord(client, sectors, 's1', { removed: true });
    expect(stale()).toEqual({ list: true, detail: false, other: true, history: false, dashboard: true, review: true, areas: false });
  });

  it('without a known module refreshes only the history, the dashboard and the review queue', () => {
    const { client, stale } = cached();
    refreshRecord(client, undefined, 's1');
    expect(stale()).toEqual({ list: false, detail: false, other: false, history: true, dashboard: true, review: true, areas: false });
  });
});
