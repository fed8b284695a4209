// Long work in slices: pace() is called often inside a long loop (await it); about every
// sliceMs it lets the event loop turn once (other requests are answered), else it is free.
export type Pace = () => Promise<void> | undefined;

export function pacer(sliceMs = 5): Pace {
  let since = performance.now();
  return () => {
    if (performance.now() - since < sliceMs) return undefined;
    return new Promise((resolve) =>
      setImmediate(() => {
        since = performance.now();
        resolve();
      }),
    );
  };
}

/** Never pauses (one-off tools and tests). */
export const noPause: Pace = () => undefined;
