// What a worker tells the primary over the cluster's IPC channel.
export type FromWorker =
  /** The worker listens (it takes connections from now on). */
  | { type: 'listening' }
  /** Its goods index is built: it answers searches without a cold wait. */
  | { type: 'ready' }
  /** Its memory stayed above WORKER_MAX_RSS_MB: start a successor, then drain it. */
  | { type: 'retire' };

export const isFromWorker = (m: unknown): m is FromWorker =>
  typeof m === 'object' &&
  m !== null &&
  ['listening', 'ready', 'retire'].includes((m as { type?: unknown }).type as string);
