import { toPage, type Page } from '@app/domain/core/page';

/**
 * One paged answer from a page of rows and the count of all of them, fetched together: the shape every paged route
 * shares (CONTRACT "Paged lists").
 * @example paginate({ page, limit }, (limit, offset) => rows.limit(limit).offset(offset), () => countRows())
 */
export async function paginate<T>(
  at: { page: number; limit: number },
  rows: (limit: number, offset: number) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<Page<T>> {
  const [docs, total] = await Promise.all([rows(at.limit, (at.page - 1) * at.limit), count()]);
  return toPage(docs, total, at.page, at.limit);
}
