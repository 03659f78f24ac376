import type { ReactNode } from 'react';

export interface DataColumn<T> {
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  /** `content`: as wide as its values and never cut (a chip, a date, a picture); `text` (default): shares the rest, two lines at most, the whole text on hover. */
  fit?: 'content' | 'text';
  text?: (row: T) => string;
  /** Numbers and a row's buttons line up on the right. */
  align?: 'right';
}

export interface TableProps<T extends { _id: string }> {
  label: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  loading: boolean;
  /** A refetch under way with rows already shown: a thin bar instead of the rows going away. */
  fetching?: boolean;
  /** What a failed load says, shown instead of the rows. */
  error?: string;
  /** What an empty table says ('Sin registros', 'Sin datos disponibles'). */
  empty?: string;
  sort?: { field: string; direction: 'asc' | 'desc' };
  onSort?: (field: string) => void;
  onOpen?: (row: T) => void;
  /** Where a row leads: its name becomes a link (announced, one tab stop), the rest of the row still opens it on click. */
  rowLink?: (row: T) => RowLink;
  rowSx?: (row: T) => object | undefined;
  /** The column that names a row: a card's title on a phone. The first text column when absent. */
  primary?: string;
  /** Rows chosen for an action on many: a checkbox per row and one for the page. */
  selection?: RowSelection<T>;
  /** What opens under a row, across the whole table (a webhook's deliveries); nothing when it gives none. */
  rowDetail?: (row: T) => ReactNode;
}

export interface Paging {
  total: number;
  /** `total` is a minimum (the server's count stopped at its cap): shown as "more than", with `hasNext` deciding. */
  totalCapped?: boolean;
  hasNext?: boolean;
  /** 1-based. */
  page: number;
  limit: number;
  pageSizes?: readonly number[];
  onPage: (page: number) => void;
  onLimit?: (limit: number) => void;
}

/** Paged (a footer with the range and the pager), or given every row at once (an admin's sessions): no footer. */
export type DataTableProps<T extends { _id: string }> = TableProps<T> & (Paging | { [K in keyof Paging]?: never });

export interface RowLink {
  to: string;
  state?: unknown;
}

export interface RowSelection<T> {
  selected: ReadonlySet<string>;
  onChange: (rows: readonly T[], checked: boolean) => void;
  /** The row's name for its checkbox («Seleccionar <título>»). */
  rowLabel: (row: T) => string;
}
