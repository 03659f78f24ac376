import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Resource } from '@app/domain/core/define-resource';
import { exportQuerySchema, type ExportFormat } from '@app/domain/core/export';
import { filtersSchema, listQuerySchema } from '@app/domain/core/list-query';
import { errorSchema } from '@app/domain/core/wire';
import { columnLabel, recordTitle } from '@app/domain/resources/record-text';
import { currentAdmin } from '../plugins/app/auth.ts';
import { exportText } from './kinds.ts';
import { adminContext, exportBatches } from './records/index.ts';
import type { Wire } from './store.ts';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface ExportColumn<R = Wire> {
  label: string;
  text: (record: R) => string;
}

/** A list's columns as their kinds export them (pictures left out, files as absolute URLs). */
function exportColumns(def: Resource, appUrl: string, timeZone: string): ExportColumn[] {
  return def.columns.flatMap((name) => {
    const text = exportText(def, name, appUrl, timeZone);
    if (!text) return [];
    const title = name === def.titleField && def.titleFields;
    return [{ label: columnLabel(def, name), text: (record: Wire) => (title ? recordTitle(def, record) : text(record[name])) }];
  });
}

function fileName(title: string, format: ExportFormat, timeZone: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return `${slug || 'registros'}-${day}.${format}`;
}

interface Exit {
  controller: AbortController;
  stalledWriteMs: number;
}

/** Waits while the client reads slower than the export writes, so unsent bytes never pile up. */
async function drained(stream: PassThrough, exit: Exit): Promise<void> {
  const { signal } = exit.controller;
  signal.throwIfAborted();
  if (!stream.writableNeedDrain) return;
  const stalled = setTimeout(() => exit.controller.abort(`el cliente no leyó nada en ${exit.stalledWriteMs} ms`), exit.stalledWriteMs);
  try {
    await once(stream, 'drain', { signal });
  } finally {
    clearTimeout(stalled);
  }
}

/** A text a spreadsheet would run as a formula gets a `'` in front; a plain number stays a number. */
function csvCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(text) ? `'${text}` : text;
}

async function writeCsv<R>(out: PassThrough, columns: ExportColumn<R>[], records: AsyncIterable<R[]>, exit: Exit) {
  // A byte-order mark: spreadsheet programs then read the accents as UTF-8.
  out.write('\uFEFF');
  const csv = stringify({ header: true, columns: columns.map((c) => c.label), record_delimiter: '\r\n' });
  csv.pipe(out, { end: false });
  for await (const batch of records) {
    for (const record of batch) csv.write(columns.map((c) => csvCell(c.text(record))));
    await drained(out, exit);
  }
  csv.end();
  await once(csv, 'end');
  out.end();
}

async function writeXlsx<R>(out: PassThrough, title: string, columns: ExportColumn<R>[], records: AsyncIterable<R[]>, exit: Exit) {
  // Shared strings would keep every text in memory until the end.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  // Excel limits a sheet's name to 31 characters.
  const sheet = workbook.addWorksheet(title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.label, width: Math.min(60, Math.max(12, c.label.length + 4)) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const batch of records) {
    for (const record of batch) sheet.addRow(columns.map((c) => c.text(record))).commit();
    await drained(out, exit);
  }
  sheet.commit();
  await workbook.commit();
}

export function registerExportRoute(app: FastifyInstance, def: Resource) {
  const querystring = listQuerySchema(def).omit({ page: true, limit: true }).extend(filtersSchema(def).shape).extend(exportQuerySchema.shape);
  app.withTypeProvider<ZodTypeProvider>().get(
    `/api/${def.apiPath}/export`,
    {
      config: { access: def.access.list },
      schema: {
        querystring,
        tags: [def.module],
        produces: Object.values(CONTENT_TYPES),
        // The 200 answer is the streamed file itself: no JSON schema describes it.
        response: { 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const { format, tz, ...query } = request.query;
      const records = exportBatches(adminContext(request, def.module), query);
      return streamExport(app, request, reply, { title: def.label.plural, format, timeZone: tz, columns: exportColumns(def, app.appUrl, tz), records });
    },
  );
}

interface ExportFile<R> {
  title: string;
  format: ExportFormat;
  timeZone: string;
  columns: ExportColumn<R>[];
  records: AsyncIterable<R[]>;
}

/** Streams rows as a CSV or Excel download, one export per admin at a time, cut short when the client stops reading. */
export function streamExport<R>(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, file: ExportFile<R>): FastifyReply {
  const { controller, release } = app.exportGate.enter(currentAdmin(request).id);
  const exit = { controller, stalledWriteMs: app.exportGate.limits.stalledWriteMs };
  reply.raw.once('close', () => controller.abort('el cliente cerró la conexión'));
  const out = new PassThrough();
  const written =
    file.format === 'csv' ? writeCsv(out, file.columns, file.records, exit) : writeXlsx(out, file.title, file.columns, file.records, exit);
  // Once the headers are out a failure can only cut the file short.
  written
    .catch((err: unknown) => {
      if (controller.signal.aborted) {
        request.log.warn({ reason: controller.signal.reason as string }, 'exportación cancelada');
        out.destroy();
      } else {
        request.log.error({ err }, 'exportación interrumpida');
        out.destroy(err instanceof Error ? err : new Error(String(err)));
      }
    })
    .finally(release);
  const name = fileName(file.title, file.format, file.timeZone);
  return reply
    .header('content-type', CONTENT_TYPES[file.format])
    .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'no-store')
    .send(out);
}
