import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, NO_RESPONSE } from '../api/api-error.ts';
import { reportApiError, reportApiSuccess } from '../feedback/api-feedback.ts';
import { sessionStore } from '../session/session-store.ts';
import { meKey } from '../session/use-me.ts';

interface FeedbackMeta extends Record<string, unknown> {
  /** `false` for calls whose 201/202 is not a saved record (login step 1). */
  successFeedback?: boolean;
  /** `false` for calls whose failure the page itself shows where it happened (an address search under its box). */
  errorFeedback?: boolean;
  /** The severity of the 'Alerta' dialog for statuses other than 400/401/5xx (notifications: info). */
  alertSeverity?: 'info' | 'warning';
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: FeedbackMeta;
    queryMeta: FeedbackMeta;
  }
}

function isMeQuery(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === meKey[0];
}

/** Every server error reaches the user through here, once, whatever query or mutation raised it. */
export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      // A page that shows its own failure (a record page's "not found") gets no dialog besides; a lost session or right still goes through here.
      const sessionOrRight = error instanceof ApiError && (error.status === 401 || error.status === 403);
      if (query.meta?.errorFeedback === false && !sessionOrRight) return;
      const status = reportApiError(error, { alertSeverity: query.meta?.alertSeverity });
      // A 403 may mean the permissions changed: the session check compares them again.
      if (status === 403 && !isMeQuery(query.queryKey)) void queryClient.invalidateQueries({ queryKey: meKey });
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      // A lost session or right still goes through here: the sign-out and the permissions check are not the page's.
      const ownStatus = !(error instanceof ApiError) || (error.status !== 401 && error.status !== 403);
      if (mutation.meta?.errorFeedback === false && ownStatus) return;
      if (reportApiError(error, { alertSeverity: mutation.meta?.alertSeverity }) === 403) void queryClient.invalidateQueries({ queryKey: meKey });
    },
    onSuccess: (result, _variables, _context, mutation) => {
      if (mutation.meta?.successFeedback !== false) reportApiSuccess(result);
    },
  }),
  defaultOptions: {
    queries: {
      // What a route's loader has just asked for is not asked for again as its page mounts.
      staleTime: 10_000,
      retry: (failures, error) => error instanceof ApiError && error.status === NO_RESPONSE && failures < 1,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

// Nothing read under one session may show under the next.
sessionStore.subscribe(() => {
  if (!sessionStore.get()) queryClient.clear();
});
