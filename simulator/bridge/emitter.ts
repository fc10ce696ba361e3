/** A minimal typed event emitter that runs anywhere (no Node `events`, no DOM `EventTarget`). */
export class Emitter<Events extends Record<string, unknown>> {
  private readonly listeners: { [K in keyof Events]?: Set<(payload: Events[K]) => void> } = {};

  /** Subscribes; returns the function that unsubscribes. */
  on<K extends keyof Events>(event: K, listener: (payload: Events[K]) => void): () => void {
    const set = (this.listeners[event] ??= new Set());
    set.add(listener);
    return () => set.delete(listener);
  }

  emit<K extends keyof Events>(event: K, payload: Events[K]): void {
    // A throwing listener (a closed page, say) must not stop the native side or the other listeners.
    for (const listener of [...(this.listeners[event] ?? [])]) {
      try {
        listener(payload);
      } catch (error) {
        console.error(`[bridge] listener of ${String(event)} failed`, error);
      }
    }
  }
}
