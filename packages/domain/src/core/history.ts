export const HISTORY_CAUSES = [
  'edit',
  'create',
  'acepted',
  'rejected',
  'comment',
  'activate',
  'deactivate',
  'join',
  'saved',
  'periodEnd',
  'send',
  'reopen',
  'security',
] as const;
export type HistoryCause = (typeof HISTORY_CAUSES)[number];

export const HISTORY_CAUSE_LABELS: Record<HistoryCause, string> = {
  edit: 'edición',
  create: 'creación',
  acepted: 'aceptada',
  rejected: 'rechazada',
  comment: 'comentario',
  activate: 'activada',
  deactivate: 'desactivada',
  join: 'voluntario',
  saved: 'guardada por el usuario',
  periodEnd: 'periodo finalizado',
  send: 'enviado a evaluación',
  reopen: 'reabierta',
  security: 'seguridad',
};

export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

export interface HistoryAuthor {
  _id: string;
  name: string;
  lastName: string;
  thumbnail: string | null;
  company: { name: string } | null;
}

export interface HistoryEntry {
  _id: string;
  cause: HistoryCause;
  description: string;
  document: string;
  module: string;
  changes: FieldChange[];
  adminId: HistoryAuthor | null;
  userId: HistoryAuthor | null;
  /** Only on rows whose author, a public user, erased their account. */
  authorErased?: true;
  /** The API token its admin acted through, by name. */
  tokenName?: string | null;
  createdAt: string;
}
