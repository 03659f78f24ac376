/** The subscribers of a small store read through `useSyncExternalStore`: `subscribe` is what React is given, `emit` is called after every change. */
export function createListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(): void {
      for (const listener of listeners) listener();
    },
  };
}
