import { toPage, type Page } from '@app/domain/core/page';
import { COUNT_CAP } from './counts.ts';

/** One row more than the page is fetched, so `hasNextPage` is exact even when the count stopped at the cap. */
export async function paginate<T>(
  at: { page: number; limit: number },
  rows: (limit: number, offset: number) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<Page<T>> {
  const offset = (at.page - 1) * at.limit;
  const [found, total] = await Promise.all([rows(at.limit + 1, offset), count()]);
  return boundedPage(found.slice(0, at.limit), found.length > at.limit, total, at.page, at.limit);
}

export function boundedPage<T>(docs: T[], hasNext: boolean, counted: number, page: number, limit: number): Page<T> {
  if (counted <= COUNT_CAP) return toPage(docs, counted, page, limit, { hasNext });
  const seen = (page - 1) * limit + docs.length + (hasNext ? 1 : 0);
  return toPage(docs, Math.max(COUNT_CAP, seen), page, limit, { hasNext, capped: true });
}
