// A read shared by the calls waiting for it, yet never older than a call: a call gets the result
// of a read that started after the call arrived. Calls that arrive while a read runs share the
// next one (started when the running one ends), so under load one query answers many calls.

export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const r = read().finally(() => {
      if (running === r) running = undefined;
    });
    running = r;
    return r;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}
