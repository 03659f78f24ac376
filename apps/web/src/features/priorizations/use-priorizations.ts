import type { Page } from '@app/domain/core/page';
import type { AveragesAnswer, VoteCard } from '@app/domain/resources/priorization-answers';
import type { ScoreField } from '@app/domain/resources/priorization-scores';
import { priorizations } from '@app/domain/resources/priorizations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/api-client.ts';
import { resourceKeys, type ResourceRecord } from '../../engine/resource-keys.ts';
import { toQueryString } from '../../lib/query-string.ts';

export const PAGE_SIZE = 10;

/** A vote as the server answers it: the seven scores and the three totals, the card and the author populated. */
export type Vote = ResourceRecord &
  Record<ScoreField | 'impactTotal' | 'implementationTotal' | 'total', number> & {
    flashcard: { _id: string; name: string; number: number } | null;
    createdBy: { _id: string; name: string; lastName: string; thumbnail: string | null } | null;
  };

/** One of the caller's cards and their vote, or a blank one (`_id: null`, every score null). */
export interface VoteStatus {
  _id: string;
  flashcard: VoteCard;
  rated: boolean;
  priorization: Vote | ({ _id: null } & Record<string, null>);
}

// Every query here lives under the resource's key, so any write to votes refreshes them all.
const keys = resourceKeys.all(priorizations);

/** The caller's votes created between two instants (`POST filterdates`), active ones, newest first. */
export function useMyVotes(range: { startDate: string; endDate: string }, page: number) {
  return useQuery<Page<Vote>>({
    queryKey: [...keys, 'mine', range, page],
    queryFn: ({ signal }) =>
      api<Page<Vote>>(`/priorizations/filterdates${toQueryString({ page, limit: PAGE_SIZE, active: true })}`, {
        method: 'POST',
        body: range,
        signal,
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** The caller's votable cards and whether each is rated (`GET priorizationsstatus`). */
export function useVoteStatus(user: string | undefined, rated: boolean | undefined, search: string, page: number) {
  return useQuery<Page<VoteStatus>>({
    queryKey: [...keys, 'status', user, rated, search, page],
    queryFn: ({ signal }) =>
      api<Page<VoteStatus>>(`/priorizationsstatus${toQueryString({ user, rated, search, page, limit: PAGE_SIZE })}`, { signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

export function useCardAverages(flashcard: string, enabled = true, ownErrors = false) {
  return useQuery({
    queryKey: [...keys, 'averages', flashcard],
    queryFn: ({ signal }) =>
      api<AveragesAnswer>(`/priorizations/getPriorizationAverageAdmin${toQueryString({ flashcard })}`, { signal }).then((r) => r.data),
    enabled,
    // The card's own page says what went wrong where the votes would be.
    meta: ownErrors ? { errorFeedback: false } : undefined,
    retry: ownErrors ? false : undefined,
  });
}

export function useCardVotes(flashcard: string, page: number) {
  return useQuery<Page<Vote>>({
    queryKey: [...keys, 'card', flashcard, page],
    queryFn: ({ signal }) =>
      api<Page<Vote>>(`/priorizations/getListCardPriorization${toQueryString({ flashcard, page, limit: PAGE_SIZE, active: true })}`, {
        signal,
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** `POST /priorizations`: the server adds the author and writes "Priorización realizada"; every vote list refreshes. */
export function useCastVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api<Vote>('/priorizations', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys }),
  });
}
