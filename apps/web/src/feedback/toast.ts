/** What a toast says and how it looks (notistack's variants). */
export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';
/** How it looks, and for how long when not the host's default. */
export interface ToastOptions {
  variant: ToastVariant;
  autoHideDuration?: number;
}
type Show = (message: string, options: ToastOptions) => void;

let show: Show | undefined;
let waiting: [string, ToastOptions][] = [];

/**
 * Shows a toast (spec 000 §8). The toast host (and notistack with it) loads after the first screen; a toast asked for
 * before it is there waits for it instead of being lost.
 */
export function toast(message: string, options: ToastOptions): void {
  if (show) show(message, options);
  else waiting.push([message, options]);
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
