import { useSyncExternalStore } from 'react';
import { createListeners } from '../lib/listeners.ts';
import { toastSuccess } from './toast.ts';

export type DialogSeverity = 'success' | 'info' | 'warning' | 'error';

export interface FeedbackDialog {
  id: number;
  title: string;
  message?: string;
  severity: DialogSeverity;
}

let queue: readonly FeedbackDialog[] = [];
let lastId = 0;
const { subscribe, emit } = createListeners();

export function showDialog(dialog: Omit<FeedbackDialog, 'id'>): void {
  // Success needs no answer from the user: it is a toast that leaves by itself.
  if (dialog.severity === 'success') {
    toastSuccess(dialog.title, dialog.message);
    return;
  }
  // Several queries often fail for one reason: one dialog says it.
  if (queue.some((d) => d.title === dialog.title && d.message === dialog.message)) return;
  // The same title queued without a text gets this one's: one dialog that says what happened and why.
  const bare = queue.find((d) => d.title === dialog.title && d.message === undefined && dialog.message !== undefined);
  if (bare) {
    queue = queue.map((d) => (d === bare ? { ...d, message: dialog.message } : d));
    emit();
    return;
  }
  lastId += 1;
  queue = [...queue, { ...dialog, id: lastId }];
  emit();
}

export function closeDialog(id: number): void {
  queue = queue.filter((d) => d.id !== id);
  emit();
}

export function useDialogQueue(): readonly FeedbackDialog[] {
  return useSyncExternalStore(subscribe, () => queue);
}
