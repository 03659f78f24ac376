import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';
import { recordColumns } from './columns.ts';

export const modules = pgTable('modules', {
  ...recordColumns(),
  name: text('name').notNull().unique(),
});

export const permissions = pgTable(
  'permissions',
  {
    ...recordColumns(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    read: boolean('read').notNull().default(false),
    create: boolean('create').notNull().default(false),
    update: boolean('update').notNull().default(false),
    destroy: boolean('destroy').notNull().default(false),
    approve: boolean('approve').notNull().default(false),
  },
  (t) => [uniqueIndex('permissions_admin_module_idx').on(t.adminId, t.moduleId)],
);
