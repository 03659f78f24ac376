export interface Page<T> {
  docs: T[];
  totalDocs: number;
  limit: number;
  page: number;
  totalPages: number;
  hasNextPage: boolean;
  nextPage: number | null;
  hasPrevPage: boolean;
  prevPage: number | null;
  /** Counting stopped at the server's cap: `totalDocs` is a lower bound, `hasNextPage` stays exact. */
  totalDocsCapped?: true;
}

/** `hasNext` known from the rows (one more fetched than shown) wins over the count. */
export function toPage<T>(docs: T[], totalDocs: number, page: number, limit: number, opts: { hasNext?: boolean; capped?: boolean } = {}): Page<T> {
  const hasNext = opts.hasNext ?? page < Math.ceil(totalDocs / limit);
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit), hasNext ? page + 1 : 1);
  return {
    docs,
    totalDocs,
    limit,
    page,
    totalPages,
    hasNextPage: hasNext,
    nextPage: hasNext ? page + 1 : null,
    hasPrevPage: page > 1,
    prevPage: page > 1 ? page - 1 : null,
    ...(opts.capped ? { totalDocsCapped: true as const } : {}),
  };
}

export interface Totals {
  total: number;
  active: number;
  innactive: number;
  capped?: true;
}

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export interface FieldError {
  path: string;
  msg: string;
}

export interface ErrorBody {
  code: number;
  message: string;
  errors?: FieldError[];
}

export interface BaseRecord {
  _id: string;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}
