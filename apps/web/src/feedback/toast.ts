import { useSyncExternalStore } from 'react';
import { createListeners } from '../lib/listeners.ts';

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';
/** How it looks, and for how long when not the host's default. */
export interface ToastOptions {
  variant: ToastVariant;
  autoHideDuration?: number;
}
type Show = (message: string, options: ToastOptions) => void;

/** Success is said briefly; errors keep the host's longer default. */
export const SUCCESS_TOAST_MS = 3000;

let show: Show | undefined;
let waiting: [string, ToastOptions][] = [];
let wanted = false;
const listeners = createListeners();

/** The host, and notistack with it, loads with the first toast (most visits never see one); until then toasts wait here. */
export function toast(message: string, options: ToastOptions): void {
  if (show) {
    show(message, options);
    return;
  }
  waiting.push([message, options]);
  if (wanted) return;
  wanted = true;
  listeners.emit();
}

/** A success message, with its explanation on a second line when there is one. */
export function toastSuccess(title: string, message?: string): void {
  toast(message ? `${title}\n${message}` : title, { variant: 'success', autoHideDuration: SUCCESS_TOAST_MS });
}

/** Whether a toast was ever asked for: the host is mounted from then on. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(listeners.subscribe, () => wanted);
}

/** Called by the host once mounted: toasts go straight to it from then on. */
export function attachToastHost(host: Show): () => void {
  show = host;
  for (const [message, options] of waiting) host(message, options);
  waiting = [];
  return () => {
    if (show === host) show = undefined;
  };
}
