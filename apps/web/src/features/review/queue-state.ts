import { SUPER_USER_ROLE } from '@app/domain/core/roles';
import { REVIEW_LIMIT, REVIEW_MODULES, type ReviewItem, type ReviewModule } from '@app/domain/core/review';
import type { Page } from '@app/domain/core/page';
import { MAX_LIMIT } from '@app/domain/core/page-query';
import { toQueryString } from '../../lib/query-string.ts';
import type { CanFn } from '../../session/use-can.ts';

/** Participants (role 2) never decide, whatever their flags say. */
const EDITOR_ROLE = 1;

/** The queue's filters and page as the URL and `GET /api/review` both name them. */
export interface ReviewFilters {
  module?: ReviewModule;
  gta?: string;
  page: number;
  limit: number;
}

export const PAGE_SIZES = [10, REVIEW_LIMIT, 50, MAX_LIMIT] as const;
/** The item page walks the queue in the largest pages the server serves. */
export const WALK_LIMIT = MAX_LIMIT;

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The queue's state read from the URL; a value the server would refuse is dropped. */
export function readFilters(params: URLSearchParams, limit?: number): ReviewFilters {
  const module = REVIEW_MODULES.find((m) => m === params.get('module'));
  const gta = params.get('gta') ?? undefined;
  const asked = positive(params.get('limit'), REVIEW_LIMIT);
  return {
    module,
    gta: gta && /^[0-9a-f-]{36}$/i.test(gta) ? gta : undefined,
    page: positive(params.get('page'), 1),
    limit: limit ?? (PAGE_SIZES.some((size) => size === asked) ? asked : REVIEW_LIMIT),
  };
}

/** The filters alone, as a query string to keep across the queue and its items. */
export const filtersQuery = (filters: Pick<ReviewFilters, 'module' | 'gta'>, page?: number) =>
  toQueryString({ module: filters.module, gta: filters.gta, page: page && page > 1 ? page : undefined });

export const itemPath = (item: Pick<ReviewItem, 'module' | '_id'>, filters: Pick<ReviewFilters, 'module' | 'gta'>, page?: number) =>
  `/review/${item.module}/${encodeURIComponent(item._id)}${filtersQuery(filters, page)}`;

/** Whether the admin may decide anything at all: the super user, or an editor who may approve cards or practices. */
export function mayReview(role: number | undefined, can: CanFn): boolean {
  return role === SUPER_USER_ROLE || (role === EDITOR_ROLE && (can('formCards', 'approve') || can('goodPractices', 'approve')));
}

/** Where an item stands in the walked pages: its 1-based position, and the items either side when the page holds them. */
export function positionOf(page: Page<ReviewItem>, id: string) {
  const index = page.docs.findIndex((doc) => doc._id === id);
  if (index < 0) return null;
  return {
    index,
    number: (page.page - 1) * page.limit + index + 1,
    previous: page.docs[index - 1],
    next: page.docs[index + 1],
  };
}
