import type { PgTable } from 'drizzle-orm/pg-core';
import type { ReferenceListTable } from '../db/schema/columns.ts';

export interface ResourceStore {
  table: PgTable;
  lists?: Readonly<Record<string, ReferenceListTable>>;
}

export type Stores = Readonly<Partial<Record<string, ResourceStore>>>;

export type Row = Record<string, unknown> & { id: string; active: boolean; createdAt: Date; updatedAt: Date };

export type Wire = Record<string, unknown> & { _id: string; active: boolean; createdAt: string; updatedAt: string };
