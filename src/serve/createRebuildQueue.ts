/** Runs builds one at a time; see createRebuildQueue. */
export interface RebuildQueue<T> {
  /**
   * Builds now, or after the build in progress; resolves with the first build that starts after this call.
   * `changed` lists the paths known to have changed (checked again after the build for saves the watcher missed).
   */
  rebuild(changed?: readonly string[]): Promise<T>;
}

/**
 * Never two builds at once: requests during a build share one follow-up build, which gets all their
 * changed paths (or none, if any request did not say what changed).
 */
export function createRebuildQueue<T>(build: (changed: readonly string[] | undefined) => Promise<T>): RebuildQueue<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  // Paths for the next build; undefined once a request did not say what changed.
  let pending: string[] | undefined = [];
  const start = (): Promise<T> => {
    const changed = pending && pending.length > 0 ? pending : undefined;
    pending = [];
    running = build(changed).finally(() => {
      running = undefined;
    });
    return running;
  };
  return {
    rebuild(changed) {
      if (pending) pending = changed ? [...pending, ...changed] : undefined;
      if (!running) return start();
      queued ??= running
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          queued = undefined;
          return start();
        });
      return queued;
    },
  };
}
