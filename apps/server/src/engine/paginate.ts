import { toPage, type Page } from '@app/domain/core/page';
import { COUNT_CAP } from './counts.ts';

/**
 * One paged answer from a page of rows and a count of all of them, fetched together: the shape every paged route
 * shares (CONTRACT "Paged lists"). One row more than the page is fetched, so `hasNextPage` is exact even when the
 * count stopped at the cap (`count` is expected to be a `countUpTo`: above COUNT_CAP means "more than").
 * @example paginate({ page, limit }, (limit, offset) => rows.limit(limit).offset(offset), () => countUpTo(db, rows))
 */
export async function paginate<T>(
  at: { page: number; limit: number },
  rows: (limit: number, offset: number) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<Page<T>> {
  const offset = (at.page - 1) * at.limit;
  const [found, total] = await Promise.all([rows(at.limit + 1, offset), count()]);
  return boundedPage(found.slice(0, at.limit), found.length > at.limit, total, at.page, at.limit);
}

/** A page from its rows, whether more follow (known from the rows themselves) and a count that may have stopped at the cap. */
export function boundedPage<T>(docs: T[], hasNext: boolean, counted: number, page: number, limit: number): Page<T> {
  if (counted <= COUNT_CAP) return toPage(docs, counted, page, limit, { hasNext });
  const seen = (page - 1) * limit + docs.length + (hasNext ? 1 : 0);
  return toPage(docs, Math.max(COUNT_CAP, seen), page, limit, { hasNext, capped: true });
}
