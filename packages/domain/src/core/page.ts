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
}

export function toPage<T>(docs: T[], totalDocs: number, page: number, limit: number): Page<T> {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
  return {
    docs,
    totalDocs,
    limit,
    page,
    totalPages,
    hasNextPage: page < totalPages,
    nextPage: page < totalPages ? page + 1 : null,
    hasPrevPage: page > 1,
    prevPage: page > 1 ? page - 1 : null,
  };
}

export interface Totals {
  total: number;
  active: number;
  innactive: number;
}

/** Every answer's envelope (CONTRACT "HTTP API"). */
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

/** Wire fields every record carries. */
export interface BaseRecord {
  _id: string;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}
