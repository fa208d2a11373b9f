/**
 * "Run now, or share the next run": callers that arrive while a run is in flight all wait for
 * one more run that starts after it, so each caller sees a run that began after its call,
 * and a burst of callers costs two runs instead of one each (the live view's catch-up).
 */
export function sharedRuns<T>(run: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const current = run().finally(() => {
      if (inFlight === current) inFlight = null;
    });
    inFlight = current;
    return current;
  };
  return () => {
    if (next) return next;
    if (!inFlight) return start();
    next = inFlight.catch(() => undefined).then(() => {
      next = null;
      return start();
    });
    return next;
  };
}
