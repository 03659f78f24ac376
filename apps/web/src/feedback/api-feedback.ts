import { es as serverMessages } from '@app/domain/messages/es';
import type { Envelope } from '@app/domain/core/page';
import { ApiError, NO_RESPONSE } from '../api/api-error.ts';
import { i18n } from '../i18n/i18n.ts';
import { sessionStore } from '../session/session-store.ts';
import { showDialog } from './dialog-store.ts';
import { toast, toastSuccess } from './toast.ts';

export function reportApiError(error: unknown, opts: { alertSeverity?: 'info' | 'warning' } = {}): number {
  const status = error instanceof ApiError ? error.status : 500;
  const message = error instanceof Error ? error.message : '';

  if (status === NO_RESPONSE || status === 504) {
    showDialog({ severity: 'error', title: i18n.t('errors.noConnection'), message: i18n.t('errors.checkInternet') });
  } else if (status >= 500) {
    showDialog({ severity: 'error', title: i18n.t('errors.noConnection'), message: i18n.t('errors.unavailable') });
  } else if (status === 400 || status === 401) {
    const fields = error instanceof ApiError ? error.errors.map((e) => e.msg) : [];
    const lines = [message || i18n.t('errors.badRequest'), ...new Set(fields)];
    toast(lines.join('\n'), { variant: 'error' });
  } else {
    showDialog({ severity: opts.alertSeverity ?? 'warning', title: i18n.t('errors.alertTitle'), message: message || i18n.t('errors.unexpected') });
  }

  if (status === 401 || message === serverMessages.api.userDeactivated) sessionStore.signOut();
  return status;
}

/** 201 and 202 answers end in a success toast with the server's message. */
export function reportApiSuccess(result: unknown): void {
  if (!isEnvelope(result)) return;
  if (result.code === 201) toastSuccess(result.message || serverMessages.api.saved);
  else if (result.code === 202) toastSuccess(result.message || serverMessages.api.updated);
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}
