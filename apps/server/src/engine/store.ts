import type { PgTable } from 'drizzle-orm/pg-core';
import type { ReferenceListTable } from '../db/schema/columns.ts';

/** Where a resource lives: its table and, per list-of-references field, its join table. */
export interface ResourceStore {
  table: PgTable;
  lists?: Readonly<Record<string, ReferenceListTable>>;
}

export type Stores = Readonly<Partial<Record<string, ResourceStore>>>;

/** A row as the table holds it: column keys (`gtaId`), dates as Date. */
export type Row = Record<string, unknown> & { id: string; active: boolean; createdAt: Date; updatedAt: Date };

/** A record as answers carry it (`_id`, references populated, dates as ISO text). */
export type Wire = Record<string, unknown> & { _id: string; active: boolean; createdAt: string; updatedAt: string };
