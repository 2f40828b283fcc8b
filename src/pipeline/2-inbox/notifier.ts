/** Wakes whoever waits for new inbox events (the dispatcher) without polling the table. */
export function createNotifier() {
  const listeners = new Set<() => void>();
  return {
    notify(): void {
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
