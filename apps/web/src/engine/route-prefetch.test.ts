import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { askOnRoute, notAskedByRoute } from './route-prefetch.ts';

const hashOf = (client: QueryClient, key: string[]) => client.getQueryCache().find({ queryKey: key })!.queryHash;

describe('askOnRoute', () => {
  it('marks what a route asked for, so the page does not ask again on mount', () => {
    const client = new QueryClient();
    askOnRoute(client, { queryKey: ['marcado'], queryFn: () => 1 });
    expect(notAskedByRoute({ queryHash: hashOf(client, ['marcado']) })).toBe(false);
  });

  it('a navigation left before its page was drawn unmarks it: the next visit asks on mount', () => {
    const client = new QueryClient();
    const navigation = new AbortController();
    askOnRoute(client, { queryKey: ['dejada'], queryFn: () => 1 }, navigation.signal);
    const query = { queryHash: hashOf(client, ['dejada']) };
    expect(notAskedByRoute(query)).toBe(false);
    navigation.abort();
    expect(notAskedByRoute(query)).toBe(true);
  });

  it('a navigation already left asks for nothing', () => {
    const client = new QueryClient();
    const navigation = new AbortController();
    navigation.abort();
    askOnRoute(client, { queryKey: ['nunca'], queryFn: () => 1 }, navigation.signal);
    expect(client.getQueryCache().find({ queryKey: ['nunca'] })).toBeUndefined();
  });
});
