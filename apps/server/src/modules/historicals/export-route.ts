import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { historyExportSchema } from '@app/domain/core/audit-log';
import { EXPORT_FORMATS } from '@app/domain/core/export';
import { HISTORY_CAUSE_LABELS, type FieldChange, type HistoryCause } from '@app/domain/core/history';
import { errorSchema } from '@app/domain/core/wire';
import { changeLine, moduleLabel } from '@app/domain/resources/record-text';
import { admins, historicals, users } from '../../db/schema/index.ts';
import { streamExport, type ExportColumn } from '../../engine/export.ts';
import { auditFilters, auditScope } from './audit-scope.ts';

const BATCH = 1000;

interface LogRow {
  seq: number;
  createdAt: Date;
  module: string;
  document: string;
  cause: string;
  description: string;
  changes: unknown;
  admin: string | null;
  user: string | null;
}

function dayTime(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

function columns(timeZone: string): ExportColumn<LogRow>[] {
  return [
    { label: 'Fecha', text: (row) => dayTime(row.createdAt, timeZone) },
    { label: 'Módulo', text: (row) => (row.module === 'configuration' ? 'Configuración' : moduleLabel(row.module)) },
    { label: 'Registro', text: (row) => row.document },
    { label: 'Acción', text: (row) => HISTORY_CAUSE_LABELS[row.cause as HistoryCause] ?? row.cause },
    { label: 'Descripción', text: (row) => row.description },
    { label: 'Cambios', text: (row) => ((row.changes as FieldChange[] | null) ?? []).map((c) => changeLine(row.module, c)).join('\n') },
    { label: 'Autor', text: (row) => row.admin ?? (row.user ? `${row.user} (sitio público)` : 'Sistema') },
  ];
}

/** GET /api/historicals/export: the audit log as filtered on its page, every row the caller may read, newest first. */
export const historyExportRoute = fp(
  async (app: FastifyInstance) => {
    const { db } = app.database;
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/historicals/export',
      {
        config: { access: 'authenticated' },
        schema: {
          querystring: historyExportSchema,
          tags: ['historicals'],
          produces: EXPORT_FORMATS.map((f) => (f === 'csv' ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')),
          response: { 400: errorSchema, 401: errorSchema },
        },
      },
      async (request, reply) => {
        const { format, tz, ...filters } = request.query;
        const where = and(auditScope(app, request), auditFilters(filters));
        async function* batches(): AsyncGenerator<LogRow[]> {
          let before: number | undefined;
          for (;;) {
            const rows = await db
              .select({
                seq: historicals.seq,
                createdAt: historicals.createdAt,
                module: historicals.module,
                document: historicals.document,
                cause: historicals.cause,
                description: historicals.description,
                changes: historicals.changes,
                admin: admins.name,
                adminLastName: admins.lastName,
                user: users.name,
                userLastName: users.lastName,
              })
              .from(historicals)
              .leftJoin(admins, eq(admins.id, historicals.adminId))
              .leftJoin(users, eq(users.id, historicals.userId))
              .where(and(where, before === undefined ? undefined : lt(historicals.seq, before)) as SQL)
              .orderBy(desc(historicals.seq))
              .limit(BATCH);
            if (rows.length === 0) return;
            yield rows.map(({ adminLastName, userLastName, ...row }) => ({
              ...row,
              admin: row.admin === null ? null : `${row.admin} ${adminLastName ?? ''}`.trim(),
              user: row.user === null ? null : `${row.user} ${userLastName ?? ''}`.trim(),
            }));
            if (rows.length < BATCH) return;
            before = rows.at(-1)!.seq;
          }
        }
        return streamExport(app, request, reply, { title: 'Actividad', format, timeZone: tz, columns: columns(tz), records: batches() });
      },
    );
  },
  { name: 'history-export-route', dependencies: ['engine'] },
);
