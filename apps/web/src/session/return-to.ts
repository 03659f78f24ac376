import type { Location } from 'react-router';

/** What the login keeps of the page a signed-out visit asked for. */
export interface ReturnState {
  from?: string;
}

/** The page a signed-out visit asked for, as the login's navigation state carries it. */
export function returnState(location: Pick<Location, 'pathname' | 'search' | 'hash'>): ReturnState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/** Where the login goes once signed in: the page asked for, when it is one of this app's own (a path, never another site, never the login itself); else home. */
export function afterLogin(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/home';
  return from === '/' || from.startsWith('/?') ? '/home' : from;
}
