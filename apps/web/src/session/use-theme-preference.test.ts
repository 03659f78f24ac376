import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { hearPreferences, preferencesQuery } from './use-theme-preference.ts';

// Neither the network nor the socket is needed to hear an event: only the query cache the theme follows.
vi.mock('../api/api-client.ts', () => ({ api: vi.fn() }));
vi.mock('../engine/record-presence.tsx', () => ({ useRealtimeSocket: () => null }));

describe('hearPreferences', () => {
  it('keeps a theme chosen on another device as the server copy, which the theme follows', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(preferencesQuery.queryKey, { theme: 'light' });
    const heard = hearPreferences(queryClient);
    heard({ theme: 'dark' });
    expect(queryClient.getQueryData(preferencesQuery.queryKey)).toEqual({ theme: 'dark' });
    heard({ theme: 'system' });
    expect(queryClient.getQueryData(preferencesQuery.queryKey)).toEqual({ theme: 'system' });
  });

  it.each([[{ theme: 'blue' }], [{ theme: 'dark', adminId: 'x' }], [null], ['dark'], [{}]])('ignores %j, keeping the theme shown', (event) => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(preferencesQuery.queryKey, { theme: 'light' });
    hearPreferences(queryClient)(event);
    expect(queryClient.getQueryData(preferencesQuery.queryKey)).toEqual({ theme: 'light' });
  });
});
