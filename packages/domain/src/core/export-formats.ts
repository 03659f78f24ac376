// Apart from export.ts: the Exportar menu reads the formats without building the export's query schemas.

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
