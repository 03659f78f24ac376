// Apart from export.ts: the list's Exportar menu reads the formats without building the export's query schemas.

/** What a list exports to (`GET /api/<path>/export?format=`). */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
